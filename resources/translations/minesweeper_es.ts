<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>Cells</name>
        <message>
            <source>row {row}, column {col}</source>
            <translation>fila {row}, columna {col}</translation>
        </message>
    </context>
    <context>
        <name>Custom</name>
        <message>
            <source>Your own</source>
            <translation>Personalizado</translation>
        </message>
        <message>
            <source>{name}: {width}x{height}, {mines} mines</source>
            <translation>{name}: {width}x{height}, {mines} minas</translation>
        </message>
        <message>
            <source>Mines as a share of the cells: 12% is Beginner, 21% Expert</source>
            <translation>Minas como proporción de las casillas: 12% es Principiante, 21% Experto</translation>
        </message>
        <message>
            <source>&amp;Density:</source>
            <translation>&amp;Densidad:</translation>
        </message>
        <message>
            <source>&amp;Start from:</source>
            <translation>&amp;Partir de:</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <source>Time</source>
            <translation>Tiempo</translation>
        </message>
        <message>
            <source>Seconds from the first click to the last; the clock stops while paused.</source>
            <translation>Segundos del primer al último clic; el reloj se detiene en pausa.</translation>
        </message>
        <message>
            <source>The board's difficulty in clicks: the fewest clicks that clear it without flags (each opening counts once, plus every number not next to an opening).</source>
            <translation>La dificultad del tablero en clics: los mínimos clics que lo resuelven sin banderas (cada apertura cuenta una vez, más cada número que no toca una apertura).</translation>
        </message>
        <message>
            <source>3BV divided by your time: your speed, fair across easy and hard boards.</source>
            <translation>3BV dividido por tu tiempo: tu velocidad, justa entre tableros fáciles y difíciles.</translation>
        </message>
        <message>
            <source>Clicks</source>
            <translation>Clics</translation>
        </message>
        <message>
            <source>Every click you made: opens, flags and chords.</source>
            <translation>Cada clic que hiciste: aperturas, banderas y acordes.</translation>
        </message>
        <message>
            <source>Efficiency</source>
            <translation>Eficiencia</translation>
        </message>
        <message>
            <source>3BV divided by your clicks, as a percentage: 100% means no click was wasted (chording can take it above 100%).</source>
            <translation>3BV dividido por tus clics, en porcentaje: 100% significa que no sobró ningún clic (los acordes pueden superar el 100%).</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>Pistas</translation>
        </message>
        <message>
            <source>How many times you asked for a hint or a flag check.</source>
            <translation>Cuántas veces pediste una pista o una comprobación de banderas.</translation>
        </message>
        <message>
            <source>Logic</source>
            <translation>Lógica</translation>
        </message>
        <message>
            <source>The hardest reasoning the board needs: one number (each step follows from one number), two numbers (two numbers read together), or three+ numbers or the mine count.</source>
            <translation>El razonamiento más difícil que pide el tablero: un número (cada paso se sigue de un número), dos números (leídos juntos), o tres números o más o el total de minas.</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Puesto</translation>
        </message>
        <message>
            <source>Where this time stands among your wins at this level without help.</source>
            <translation>El puesto de este tiempo entre tus victorias sin ayuda en este nivel.</translation>
        </message>
        <message>
            <source>Chord</source>
            <translation>Acorde</translation>
        </message>
        <message>
            <source>Clicking a number whose mines are all flagged opens every other cell around it.</source>
            <translation>Hacer clic en un número con todas sus minas marcadas abre todas las demás casillas a su alrededor.</translation>
        </message>
        <message>
            <source>Open every cell that is not a mine. A number tells how many of the eight cells around it hide a mine. Right-click (or F) puts a flag on a cell you know is a mine. Your first click is always an opening, and every board can be solved by logic alone: you never have to guess.</source>
            <translation>Abre cada casilla que no sea una mina. Un número dice cuántas de las ocho casillas de alrededor esconden una mina. El clic derecho (o F) pone una bandera en una casilla que sabes que es una mina. Tu primer clic siempre abre una zona, y todo tablero se resuelve solo con lógica: nunca tienes que adivinar.</translation>
        </message>
        <message>
            <source>Hint (H) teaches rather than plays: each press on the same position says a little more. First it checks your flags, then it shows where progress is possible, then which cell and why, in words, and only at the end makes the move for you. Check flags (C) says whether your flags are right. A game with hints is not ranked for best times.</source>
            <translation>Pista (H) enseña en vez de jugar: cada pulsación en la misma posición dice un poco más. Primero comprueba tus banderas, luego muestra dónde se puede avanzar, luego qué casilla y por qué, con palabras, y solo al final hace la jugada por ti. Comprobar banderas (C) dice si tus banderas son correctas. Una partida con pistas no cuenta para los mejores tiempos.</translation>
        </message>
        <message>
            <source>Arrows, Space, F</source>
            <translation>Flechas, Espacio, F</translation>
        </message>
        <message>
            <source>move the cursor, open, flag</source>
            <translation>mover el cursor, abrir, poner bandera</translation>
        </message>
        <message>
            <source>hint, check flags</source>
            <translation>pista, comprobar banderas</translation>
        </message>
        <message>
            <source>pause (the board is hidden, the clock stops)</source>
            <translation>pausa (el tablero se oculta, el reloj se detiene)</translation>
        </message>
        <message>
            <source>new game</source>
            <translation>nueva partida</translation>
        </message>
        <message>
            <source>after a game: undo, retry, review, mines or before</source>
            <translation>tras una partida: deshacer, reintentar, revisar, minas o antes</translation>
        </message>
        <message>
            <source>from the board to the buttons and back</source>
            <translation>del tablero a los botones y de vuelta</translation>
        </message>
        <message>
            <source>a flag: you say a mine is here</source>
            <translation>una bandera: dices que aquí hay una mina</translation>
        </message>
        <message>
            <source>a question mark (Options &gt; Question marks): not sure yet</source>
            <translation>un signo de interrogación (Opciones &gt; Signos de interrogación): aún no seguro</translation>
        </message>
        <message>
            <source>a mine, shown when the game ends</source>
            <translation>una mina, mostrada al terminar la partida</translation>
        </message>
        <message>
            <source>The board's pictures</source>
            <translation>Las imágenes del tablero</translation>
        </message>
        <message>
            <source>Marks on the board</source>
            <translation>Marcas en el tablero</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>Teclas</translation>
        </message>
        <message>
            <source>Words of the counters and the summary</source>
            <translation>Términos de los contadores y del resumen</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>Cómo jugar</translation>
        </message>
        <message>
            <source>Hints, flag checks and the loss explanation mark cells; each mark differs in colour and in its frame, so it reads without colour too. The legend under the board names the marks shown.</source>
            <translation>Las pistas, la comprobación de banderas y la explicación de una derrota marcan casillas; cada marca difiere en color y en su marco, así que se lee también sin color. La leyenda bajo el tablero nombra las marcas mostradas.</translation>
        </message>
        <message>
            <source>Mines left: the mines on the board minus your flags (below zero when there are more flags than mines).</source>
            <translation>Minas restantes: las minas del tablero menos tus banderas (bajo cero si hay más banderas que minas).</translation>
        </message>
        <message>
            <source>Seconds played, up to 999. The clock stops while the game is paused (P).</source>
            <translation>Segundos jugados, hasta 999. El reloj se detiene en pausa (P).</translation>
        </message>
        <message>
            <source>New game (F2). The face shows how the game stands: smiling while you play, surprised while you press, glasses on a win, crosses on a loss.</source>
            <translation>Nueva partida (F2). La cara muestra cómo va la partida: sonríe mientras juegas, se sorprende al pulsar, lleva gafas al ganar y cruces al perder.</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>{number} has no mines around it, so {cell} is safe.</source>
            <translation>{number} no tiene minas alrededor, así que {cell} es segura.</translation>
        </message>
        <message numerus="yes">
            <source>{number} already has its %n mine(s) flagged, so its other covered cells are safe, including {cell}.</source>
            <translation>
                <numerusform>{number} ya tiene su %n mina marcada con bandera, así que sus demás casillas cubiertas son seguras, incluida {cell}.</numerusform>
                <numerusform>{number} ya tiene sus %n minas marcadas con bandera, así que sus demás casillas cubiertas son seguras, incluida {cell}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{number} touches exactly %n covered cell(s)</source>
            <translation>
                <numerusform>{number} toca exactamente %n casilla cubierta</numerusform>
                <numerusform>{number} toca exactamente %n casillas cubiertas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{number} has {flagged} flagged and needs {more}; it touches exactly %n other covered cell(s)</source>
            <translation>
                <numerusform>{number} tiene {flagged} con bandera y necesita {more}; toca exactamente %n casilla cubierta más</numerusform>
                <numerusform>{number} tiene {flagged} con bandera y necesita {more}; toca exactamente %n casillas cubiertas más</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more</source>
            <translation>
                <numerusform>%n más</numerusform>
                <numerusform>%n más</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}, so {cell} is a mine.</source>
            <translation>{head}, así que {cell} es una mina.</translation>
        </message>
        <message>
            <source>{head}, so both are mines: {cell} is a mine.</source>
            <translation>{head}, así que ambas son minas: {cell} es una mina.</translation>
        </message>
        <message>
            <source>{head}, so all of them are mines: {cell} is a mine.</source>
            <translation>{head}, así que todas son minas: {cell} es una mina.</translation>
        </message>
        <message numerus="yes">
            <source>Every covered cell around {a} also touches {b}, so the %n more mine(s) it needs (is|are) next to both numbers.</source>
            <translation>
                <numerusform>Cada casilla cubierta alrededor de {a} también toca {b}, así que la %n mina que aún le falta está junto a ambos números.</numerusform>
                <numerusform>Cada casilla cubierta alrededor de {a} también toca {b}, así que las %n minas que aún le faltan están junto a ambos números.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Every covered cell around {a} also touches {b}, so the %n mine(s) it needs (is|are) next to both numbers.</source>
            <translation>
                <numerusform>Cada casilla cubierta alrededor de {a} también toca {b}, así que la %n mina que necesita está junto a ambos números.</numerusform>
                <numerusform>Cada casilla cubierta alrededor de {a} también toca {b}, así que las %n minas que necesita están junto a ambos números.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{a} needs {needs} but has only {away} away from {b}, so at least %n mine(s) (is|are) next to both numbers.</source>
            <translation>
                <numerusform>{a} necesita {needs} pero solo tiene {away} fuera del alcance de {b}, así que al menos %n mina está junto a ambos números.</numerusform>
                <numerusform>{a} necesita {needs} pero solo tiene {away} fuera del alcance de {b}, así que al menos %n minas están junto a ambos números.</numerusform>
            </translation>
        </message>
        <message>
            <source>That is all {b} still needs, so its other covered cells are safe, including {cell}.</source>
            <translation>Es todo lo que aún necesita {b}, así que sus demás casillas cubiertas son seguras, incluida {cell}.</translation>
        </message>
        <message>
            <source>That is all {b} needs, so its other covered cells are safe, including {cell}.</source>
            <translation>Es todo lo que necesita {b}, así que sus demás casillas cubiertas son seguras, incluida {cell}.</translation>
        </message>
        <message numerus="yes">
            <source>%n covered cell(s)</source>
            <translation>
                <numerusform>%n casilla cubierta</numerusform>
                <numerusform>%n casillas cubiertas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{a} needs only {needs}, so the cells it shares with {b} hold at most %n mine(s).</source>
            <translation>
                <numerusform>{a} solo necesita {needs}, así que las casillas que comparte con {b} tienen como mucho %n mina.</numerusform>
                <numerusform>{a} solo necesita {needs}, así que las casillas que comparte con {b} tienen como mucho %n minas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{b} needs {needs}, so its %n other covered cell(s) must hold the rest: {cell} is a mine.</source>
            <translation>
                <numerusform>{b} necesita {needs}, así que su %n otra casilla cubierta debe tener el resto: {cell} es una mina.</numerusform>
                <numerusform>{b} necesita {needs}, así que sus %n otras casillas cubiertas deben tener el resto: {cell} es una mina.</numerusform>
            </translation>
        </message>
        <message>
            <source>Suppose {cell} were safe.</source>
            <translation>Supongamos que {cell} fuera segura.</translation>
        </message>
        <message>
            <source>Suppose {cell} were a mine.</source>
            <translation>Supongamos que {cell} fuera una mina.</translation>
        </message>
        <message>
            <source>Then {number} makes {cells} safe.</source>
            <translation>Entonces {number} hace que {cells} sean seguras.</translation>
        </message>
        <message>
            <source>Then {number} makes {cells} a mine.</source>
            <translation>Entonces {number} hace que {cells} sea una mina.</translation>
        </message>
        <message>
            <source>Then {number} makes {cells} mines.</source>
            <translation>Entonces {number} hace que {cells} sean minas.</translation>
        </message>
        <message>
            <source>But then {number} would have too many mines.</source>
            <translation>Pero entonces {number} tendría demasiadas minas.</translation>
        </message>
        <message>
            <source>But then {number} would have too few mines.</source>
            <translation>Pero entonces {number} tendría muy pocas minas.</translation>
        </message>
        <message>
            <source>So {cell} is a mine.</source>
            <translation>Así que {cell} es una mina.</translation>
        </message>
        <message>
            <source>So {cell} is safe.</source>
            <translation>Así que {cell} es segura.</translation>
        </message>
        <message>
            <source>Try every way to place mines around the {count} highlighted numbers that fits all of them: {cell} is a mine in each of them.</source>
            <translation>Prueba todas las formas de colocar minas alrededor de los {count} números resaltados que encajan con todos: {cell} es una mina en todas ellas.</translation>
        </message>
        <message>
            <source>Try every way to place mines around the {count} highlighted numbers that fits all of them: {cell} is safe in each of them.</source>
            <translation>Prueba todas las formas de colocar minas alrededor de los {count} números resaltados que encajan con todos: {cell} es segura en todas ellas.</translation>
        </message>
        <message>
            <source>(Finding the easiest step takes too long here, so this uses {count} numbers around it; a smaller set may also work.)</source>
            <translation>(Encontrar el paso más sencillo lleva demasiado tiempo aquí, así que esto usa {count} números de alrededor; un conjunto más pequeño también podría bastar.)</translation>
        </message>
        <message>
            <source>(This uses the {count} numbers around it; a smaller set may also work.)</source>
            <translation>(Esto usa los {count} números de alrededor; un conjunto más pequeño también podría bastar.)</translation>
        </message>
        <message>
            <source>There are no mines</source>
            <translation>No hay minas</translation>
        </message>
        <message numerus="yes">
            <source>%n mine(s) (is|are) left</source>
            <translation>
                <numerusform>Queda %n mina</numerusform>
                <numerusform>Quedan %n minas</numerusform>
            </translation>
        </message>
        <message>
            <source>The only mine is accounted for by the highlighted numbers</source>
            <translation>La única mina queda explicada por los números resaltados</translation>
        </message>
        <message>
            <source>The only mine is accounted for</source>
            <translation>La única mina queda explicada</translation>
        </message>
        <message>
            <source>All {total} mines are accounted for by the highlighted numbers</source>
            <translation>Las {total} minas quedan explicadas por los números resaltados</translation>
        </message>
        <message>
            <source>All {total} mines are accounted for</source>
            <translation>Las {total} minas quedan explicadas</translation>
        </message>
        <message>
            <source>All but {left} of the {total} mines are accounted for by the highlighted numbers</source>
            <translation>Todas las {total} minas menos {left} quedan explicadas por los números resaltados</translation>
        </message>
        <message>
            <source>All but {left} of the {total} mines are accounted for</source>
            <translation>Todas las {total} minas menos {left} quedan explicadas</translation>
        </message>
        <message>
            <source>{head}, so every covered cell is safe, including {cell}.</source>
            <translation>{head}, así que todas las casillas cubiertas son seguras, incluida {cell}.</translation>
        </message>
        <message>
            <source>{head}, so every other covered cell is safe, including {cell}.</source>
            <translation>{head}, así que todas las demás casillas cubiertas son seguras, incluida {cell}.</translation>
        </message>
        <message>
            <source>{head}, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>{head}, así que toda casilla cubierta que no toca ningún número es segura, incluida {cell}.</translation>
        </message>
        <message numerus="yes">
            <source>{head}, which need at least %n more mine(s) among their covered cells, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>
                <numerusform>{head}, que necesitan al menos %n mina más entre sus casillas cubiertas, así que toda casilla cubierta que no toca ningún número es segura, incluida {cell}.</numerusform>
                <numerusform>{head}, que necesitan al menos %n minas más entre sus casillas cubiertas, así que toda casilla cubierta que no toca ningún número es segura, incluida {cell}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{head}, and the highlighted numbers need at least %n mine(s) among their covered cells, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>
                <numerusform>{head}, y los números resaltados necesitan al menos %n mina entre sus casillas cubiertas, así que toda casilla cubierta que no toca ningún número es segura, incluida {cell}.</numerusform>
                <numerusform>{head}, y los números resaltados necesitan al menos %n minas entre sus casillas cubiertas, así que toda casilla cubierta que no toca ningún número es segura, incluida {cell}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}, and (it|they) can only go next to the highlighted numbers, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>{head}, y solo puede estar junto a los números resaltados, así que toda casilla cubierta que no toca ningún número es segura, incluida {cell}.</translation>
        </message>
        <message numerus="yes">
            <source>{head}. The highlighted numbers leave room for at most %n mine(s) among their covered cells, so the only covered cell that touches no number, {cell}, is a mine.</source>
            <translation>
                <numerusform>{head}. Los números resaltados dejan sitio para como mucho %n mina entre sus casillas cubiertas, así que la única casilla cubierta que no toca ningún número, {cell}, es una mina.</numerusform>
                <numerusform>{head}. Los números resaltados dejan sitio para como mucho %n minas entre sus casillas cubiertas, así que la única casilla cubierta que no toca ningún número, {cell}, es una mina.</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}. So the only covered cell that touches no number, {cell}, is a mine.</source>
            <translation>{head}. Así que la única casilla cubierta que no toca ningún número, {cell}, es una mina.</translation>
        </message>
        <message numerus="yes">
            <source>{head}. The highlighted numbers leave room for at most {room} among their covered cells, so the %n covered cells that touch no number are all mines: {cell} is a mine.</source>
            <translation>
                <numerusform>{head}. Los números resaltados dejan sitio para como mucho {room} entre sus casillas cubiertas, así que la %n casilla cubierta que no toca ningún número es una mina: {cell} es una mina.</numerusform>
                <numerusform>{head}. Los números resaltados dejan sitio para como mucho {room} entre sus casillas cubiertas, así que las %n casillas cubiertas que no tocan ningún número son todas minas: {cell} es una mina.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{head}. So the %n covered cells that touch no number are all mines: {cell} is a mine.</source>
            <translation>
                <numerusform>{head}. Así que la %n casilla cubierta que no toca ningún número es una mina: {cell} es una mina.</numerusform>
                <numerusform>{head}. Así que las %n casillas cubiertas que no tocan ningún número son todas minas: {cell} es una mina.</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fits the count; with that, {cell} is always a mine.</source>
            <translation>{head}. Los números resaltados alrededor de {cell} permiten {allowed} minas entre sus casillas cubiertas, pero solo {fits} encaja con el total; con eso, {cell} es siempre una mina.</translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fits the count; with that, {cell} is always safe.</source>
            <translation>{head}. Los números resaltados alrededor de {cell} permiten {allowed} minas entre sus casillas cubiertas, pero solo {fits} encaja con el total; con eso, {cell} es siempre segura.</translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fit the count; with that, {cell} is always a mine.</source>
            <translation>{head}. Los números resaltados alrededor de {cell} permiten {allowed} minas entre sus casillas cubiertas, pero solo {fits} encajan con el total; con eso, {cell} es siempre una mina.</translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fit the count; with that, {cell} is always safe.</source>
            <translation>{head}. Los números resaltados alrededor de {cell} permiten {allowed} minas entre sus casillas cubiertas, pero solo {fits} encajan con el total; con eso, {cell} es siempre segura.</translation>
        </message>
        <message>
            <source>{head}. Counting the mines left against every way the highlighted numbers allow, {cell} is a mine.</source>
            <translation>{head}. Comparando las minas que quedan con todas las posibilidades que permiten los números resaltados, {cell} es una mina.</translation>
        </message>
        <message>
            <source>{head}. Counting the mines left against every way the highlighted numbers allow, {cell} is safe.</source>
            <translation>{head}. Comparando las minas que quedan con todas las posibilidades que permiten los números resaltados, {cell} es segura.</translation>
        </message>
        <message numerus="yes">
            <source>%n number(s) (has|have) more flags around (it|them) than (its value|their values).</source>
            <translation>
                <numerusform>%n número tiene más banderas alrededor que su valor.</numerusform>
                <numerusform>%n números tienen más banderas alrededor que su valor.</numerusform>
            </translation>
        </message>
        <message>
            <source>no mine</source>
            <translation>cero minas</translation>
        </message>
        <message numerus="yes">
            <source>only %n mine(s)</source>
            <translation>
                <numerusform>solo %n mina</numerusform>
                <numerusform>solo %n minas</numerusform>
            </translation>
        </message>
        <message>
            <source>so the flag is wrong</source>
            <translation>así que la bandera está mal</translation>
        </message>
        <message>
            <source>so all of these flags are wrong</source>
            <translation>así que todas estas banderas están mal</translation>
        </message>
        <message numerus="yes">
            <source>so at least %n of these flags (is|are) wrong</source>
            <translation>
                <numerusform>así que al menos %n de estas banderas está mal</numerusform>
                <numerusform>así que al menos %n de estas banderas están mal</numerusform>
            </translation>
        </message>
        <message>
            <source>{number} has {flags} around it, at {cells}, but {room}, {verdict}.</source>
            <translation>{number} tiene {flags} alrededor ({cells}), pero su valor indica {room}, {verdict}.</translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s)</source>
            <translation>
                <numerusform>%n bandera</numerusform>
                <numerusform>%n banderas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more number(s) (has|have) too many flags as well.</source>
            <translation>
                <numerusform>%n número más también tiene demasiadas banderas.</numerusform>
                <numerusform>%n números más también tienen demasiadas banderas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) (is|are) wrong.</source>
            <translation>
                <numerusform>%n bandera está mal.</numerusform>
                <numerusform>%n banderas están mal.</numerusform>
            </translation>
        </message>
        <message>
            <source>The flag at {cells} is on a safe cell: the numbers prove there is no mine there.</source>
            <translation>La bandera en {cells} está en una casilla segura: los números demuestran que ahí no hay ninguna mina.</translation>
        </message>
        <message>
            <source>The flags at {cells} are on safe cells: the numbers prove there are no mines there.</source>
            <translation>Las banderas en {cells} están en casillas seguras: los números demuestran que ahí no hay minas.</translation>
        </message>
        <message>
            <source>Press Hint again and I will remove the flag at {cell}.</source>
            <translation>Pulsa Pista otra vez y quitaré la bandera de {cell}.</translation>
        </message>
        <message>
            <source>Removing the flag at {cell}.</source>
            <translation>Quitando la bandera de {cell}.</translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) cannot be proven yet; (it|they) may be wrong.</source>
            <translation>
                <numerusform>%n bandera aún no se puede demostrar; puede que esté mal.</numerusform>
                <numerusform>%n banderas aún no se pueden demostrar; puede que estén mal.</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing proves the flag at {cells} yet: it may be wrong.</source>
            <translation>Todavía nada demuestra la bandera de {cells}: puede que esté mal.</translation>
        </message>
        <message>
            <source>Nothing proves the flags at {cells} yet: each may be wrong.</source>
            <translation>Todavía nada demuestra las banderas de {cells}: cualquiera puede estar mal.</translation>
        </message>
        <message>
            <source>These numbers cannot all be right: no arrangement of exactly {total} mines fits them.</source>
            <translation>Estos números no pueden ser todos correctos: ninguna colocación de exactamente {total} minas encaja con ellos.</translation>
        </message>
        <message>
            <source>These numbers cannot all be right: no arrangement of mines fits the numbers around {cell}.</source>
            <translation>Estos números no pueden ser todos correctos: ninguna colocación de minas encaja con los números alrededor de {cell}.</translation>
        </message>
        <message>
            <source>You can open a cell by counting the mines that are left, with the help of the highlighted numbers.</source>
            <translation>Puedes abrir una casilla contando las minas que quedan, con ayuda de los números resaltados.</translation>
        </message>
        <message>
            <source>You can open a cell by counting the mines that are left.</source>
            <translation>Puedes abrir una casilla contando las minas que quedan.</translation>
        </message>
        <message>
            <source>You can open a cell in the highlighted area: one number there tells you enough.</source>
            <translation>Puedes abrir una casilla en la zona resaltada: un número de ahí te dice lo suficiente.</translation>
        </message>
        <message numerus="yes">
            <source>You can open a cell in the highlighted area: %n numbers there together tell you enough.</source>
            <translation>
                <numerusform>Puedes abrir una casilla en la zona resaltada: %n número de ahí te dice lo suficiente.</numerusform>
                <numerusform>Puedes abrir una casilla en la zona resaltada: %n números de ahí, juntos, te dicen lo suficiente.</numerusform>
            </translation>
        </message>
        <message>
            <source>You can make progress by counting the mines that are left, with the help of the highlighted numbers.</source>
            <translation>Puedes avanzar contando las minas que quedan, con ayuda de los números resaltados.</translation>
        </message>
        <message>
            <source>You can make progress by counting the mines that are left.</source>
            <translation>Puedes avanzar contando las minas que quedan.</translation>
        </message>
        <message>
            <source>You can make progress in the highlighted area: one number there tells you enough.</source>
            <translation>Puedes avanzar en la zona resaltada: un número de ahí te dice lo suficiente.</translation>
        </message>
        <message numerus="yes">
            <source>You can make progress in the highlighted area: %n numbers there together tell you enough.</source>
            <translation>
                <numerusform>Puedes avanzar en la zona resaltada: %n número de ahí te dice lo suficiente.</numerusform>
                <numerusform>Puedes avanzar en la zona resaltada: %n números de ahí, juntos, te dicen lo suficiente.</numerusform>
            </translation>
        </message>
        <message>
            <source>(A full check of this position takes too long, so this hint uses only nearby numbers.)</source>
            <translation>(Comprobar esta posición por completo lleva demasiado tiempo, así que esta pista solo usa números cercanos.)</translation>
        </message>
        <message>
            <source>Look at {cell}: the highlighted numbers and the mine count prove whether it is safe or a mine.</source>
            <translation>Mira {cell}: los números resaltados y el total de minas demuestran si es segura o una mina.</translation>
        </message>
        <message>
            <source>Look at {cell}: the mine count proves whether it is safe or a mine.</source>
            <translation>Mira {cell}: el total de minas demuestra si es segura o una mina.</translation>
        </message>
        <message>
            <source>Look at {cell}: the highlighted number proves whether it is safe or a mine.</source>
            <translation>Mira {cell}: el número resaltado demuestra si es segura o una mina.</translation>
        </message>
        <message>
            <source>Look at {cell}: the highlighted numbers prove whether it is safe or a mine.</source>
            <translation>Mira {cell}: los números resaltados demuestran si es segura o una mina.</translation>
        </message>
        <message>
            <source>Press Hint again and I will flag {cell} for you.</source>
            <translation>Pulsa Pista otra vez y pondré una bandera en {cell} por ti.</translation>
        </message>
        <message>
            <source>Press Hint again and I will open {cell} for you.</source>
            <translation>Pulsa Pista otra vez y abriré {cell} por ti.</translation>
        </message>
        <message>
            <source>Flagging {cell}.</source>
            <translation>Poniendo una bandera en {cell}.</translation>
        </message>
        <message>
            <source>Opening {cell}.</source>
            <translation>Abriendo {cell}.</translation>
        </message>
        <message>
            <source>Every covered cell left is a mine: the board is solved. Well done!</source>
            <translation>Todas las casillas cubiertas que quedan son minas: el tablero está resuelto. ¡Bien hecho!</translation>
        </message>
        <message>
            <source>No covered cell can be proven safe right now, so the next move is a guess. Try the cell with the best odds.</source>
            <translation>Ahora mismo no se puede demostrar que ninguna casilla cubierta sea segura, así que el próximo movimiento es una suposición. Prueba la casilla con mejores probabilidades.</translation>
        </message>
        <message>
            <source>No covered cell can be proven safe or a mine right now, so the next move is a guess. Try the cell with the best odds.</source>
            <translation>Ahora mismo no se puede demostrar que ninguna casilla cubierta sea segura o una mina, así que el próximo movimiento es una suposición. Prueba la casilla con mejores probabilidades.</translation>
        </message>
        <message>
            <source>This position takes too long to check, and no small group of numbers proves anything. Press Hint again to let me think longer.</source>
            <translation>Comprobar esta posición lleva demasiado tiempo y ningún grupo pequeño de números demuestra nada. Pulsa Pista otra vez para dejarme pensar más.</translation>
        </message>
        <message>
            <source>You have not placed any flags, so there is nothing to check.</source>
            <translation>No has puesto ninguna bandera, así que no hay nada que comprobar.</translation>
        </message>
        <message>
            <source>No flag is provably wrong, but checking every flag takes too long here.</source>
            <translation>Ninguna bandera está demostrablemente mal, pero comprobarlas todas lleva demasiado tiempo aquí.</translation>
        </message>
        <message>
            <source>Your flag is a proven mine.</source>
            <translation>Tu bandera está sobre una mina demostrada.</translation>
        </message>
        <message>
            <source>Both your flags are proven mines.</source>
            <translation>Tus dos banderas están sobre minas demostradas.</translation>
        </message>
        <message numerus="yes">
            <source>All %n flags are proven mines.</source>
            <translation>
                <numerusform>Tu %n bandera está sobre una mina demostrada.</numerusform>
                <numerusform>Las %n banderas están sobre minas demostradas.</numerusform>
            </translation>
        </message>
        <message>
            <source>Checking the other flags takes too long here.</source>
            <translation>Comprobar las demás banderas lleva demasiado tiempo aquí.</translation>
        </message>
        <message numerus="yes">
            <source>%n more mine(s)</source>
            <translation>
                <numerusform>%n mina más</numerusform>
                <numerusform>%n minas más</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mine(s)</source>
            <translation>
                <numerusform>%n mina</numerusform>
                <numerusform>%n minas</numerusform>
            </translation>
        </message>
        <message>
            <source>the {value} at {cell}</source>
            <translation>el {value} en {cell}</translation>
        </message>
    </context>
    <context>
        <name>Legend</name>
        <message>
            <source>the mine you hit</source>
            <translation>la mina que pisaste</translation>
        </message>
        <message>
            <source>the cell the hint is about</source>
            <translation>la casilla de la que habla la pista</translation>
        </message>
        <message>
            <source>safe: open it</source>
            <translation>segura: ábrela</translation>
        </message>
        <message>
            <source>a mine: flag it</source>
            <translation>una mina: márcala</translation>
        </message>
        <message>
            <source>the numbers that prove it</source>
            <translation>los números que lo prueban</translation>
        </message>
        <message>
            <source>the numbers the reason uses</source>
            <translation>los números que usa el razonamiento</translation>
        </message>
        <message>
            <source>cells a supposition decides</source>
            <translation>casillas que decide una suposición</translation>
        </message>
        <message>
            <source>a flag on a safe cell</source>
            <translation>una bandera en una casilla segura</translation>
        </message>
        <message>
            <source>a flag nothing proves yet</source>
            <translation>una bandera que nada prueba aún</translation>
        </message>
        <message>
            <source>a number with too many flags</source>
            <translation>un número con demasiadas banderas</translation>
        </message>
        <message>
            <source>one of these flags is wrong</source>
            <translation>una de estas banderas es incorrecta</translation>
        </message>
        <message>
            <source>numbers that contradict</source>
            <translation>números que se contradicen</translation>
        </message>
    </context>
    <context>
        <name>Levels</name>
        <message>
            <source>Custom {width}x{height}, {mines} mines</source>
            <translation>Personalizado {width}x{height}, {mines} minas</translation>
        </message>
        <message>
            <source>Beginner</source>
            <translation>Principiante</translation>
        </message>
        <message>
            <source>Intermediate</source>
            <translation>Intermedio</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Experto</translation>
        </message>
        <message>
            <source>Wide</source>
            <translation>Ancho</translation>
        </message>
        <message>
            <source>Big</source>
            <translation>Grande</translation>
        </message>
    </context>
    <context>
        <name>Lists</name>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>{list} or {last}</source>
            <translation>{list} o {last}</translation>
        </message>
        <message>
            <source>{list} and {last}</source>
            <translation>{list} y {last}</translation>
        </message>
        <message numerus="yes">
            <source>%n more highlighted flag(s)</source>
            <translation>
                <numerusform>%n bandera resaltada más</numerusform>
                <numerusform>%n banderas resaltadas más</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more highlighted cell(s)</source>
            <translation>
                <numerusform>%n casilla resaltada más</numerusform>
                <numerusform>%n casillas resaltadas más</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>&amp;System language</source>
            <translation>Idioma del &amp;sistema</translation>
        </message>
        <message>
            <source>the system's language</source>
            <translation>el idioma del sistema</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <source>The game will speak {language} from its next start.</source>
            <translation>El juego hablará {language} a partir del próximo inicio.</translation>
        </message>
        <message>
            <source>&amp;Question marks</source>
            <translation>Signos de &amp;interrogación</translation>
        </message>
        <message>
            <source>Hints without &amp;flags</source>
            <translation>Pistas sin &amp;banderas</translation>
        </message>
        <message>
            <source>&amp;Auto-open trivially safe cells</source>
            <translation>Abrir &amp;automáticamente las casillas evidentemente seguras</translation>
        </message>
        <message>
            <source>&amp;Any</source>
            <translation>&amp;Cualquiera</translation>
        </message>
        <message>
            <source>&amp;Easy (one number at a time)</source>
            <translation>&amp;Fácil (un número cada vez)</translation>
        </message>
        <message>
            <source>&amp;Hard (two numbers together)</source>
            <translation>&amp;Difícil (dos números juntos)</translation>
        </message>
        <message>
            <source>Hardes&amp;t (three+ numbers or the mine count)</source>
            <translation>La más difí&amp;cil (tres o más números o el total de minas)</translation>
        </message>
        <message>
            <source>&amp;System</source>
            <translation>&amp;Sistema</translation>
        </message>
        <message>
            <source>&amp;Light</source>
            <translation>C&amp;laro</translation>
        </message>
        <message>
            <source>&amp;Dark</source>
            <translation>&amp;Oscuro</translation>
        </message>
        <message>
            <source>&amp;Off</source>
            <translation>&amp;Desactivadas</translation>
        </message>
        <message>
            <source>While a &amp;hint is shown</source>
            <translation>Mientras se muestra una &amp;pista</translation>
        </message>
        <message>
            <source>&amp;Always</source>
            <translation>&amp;Siempre</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Juego</translation>
        </message>
        <message>
            <source>&amp;Options</source>
            <translation>&amp;Opciones</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>A&amp;yuda</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Pista</translation>
        </message>
        <message>
            <source>&amp;Check flags</source>
            <translation>&amp;Comprobar banderas</translation>
        </message>
        <message>
            <source>&amp;Lessons…</source>
            <translation>&amp;Lecciones…</translation>
        </message>
        <message>
            <source>&amp;About</source>
            <translation>&amp;Acerca de</translation>
        </message>
        <message>
            <source>&amp;New game</source>
            <translation>&amp;Nueva partida</translation>
        </message>
        <message>
            <source>&amp;Logic</source>
            <translation>&amp;Lógica</translation>
        </message>
        <message>
            <source>Cop&amp;y board id</source>
            <translation>&amp;Copiar el identificador del tablero</translation>
        </message>
        <message>
            <source>&amp;Open board id…</source>
            <translation>&amp;Abrir un identificador de tablero…</translation>
        </message>
        <message>
            <source>&amp;Daily board</source>
            <translation>Tablero del &amp;día</translation>
        </message>
        <message>
            <source>&amp;{level} ({width}x{height}, {mines} mines)</source>
            <translation>&amp;{level} ({width}x{height}, {mines} minas)</translation>
        </message>
        <message>
            <source>&amp;Custom…</source>
            <translation>&amp;Personalizado…</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>&amp;Estadísticas…</translation>
        </message>
        <message>
            <source>&amp;Practice…</source>
            <translation>&amp;Práctica…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Salir</translation>
        </message>
        <message>
            <source>A&amp;nalysis (mine probabilities; marks the game as assisted)</source>
            <translation>A&amp;nálisis (probabilidades de mina; la partida cuenta como asistida)</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>&amp;Tema</translation>
        </message>
        <message>
            <source>Colour-&amp;blind numbers</source>
            <translation>Números para &amp;daltónicos</translation>
        </message>
        <message>
            <source>Coo&amp;rdinates</source>
            <translation>Coo&amp;rdenadas</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Idioma</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>&amp;Acercar</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>A&amp;lejar</translation>
        </message>
        <message>
            <source>Actual si&amp;ze</source>
            <translation>&amp;Tamaño real</translation>
        </message>
        <message>
            <source>&amp;Undo the mistake</source>
            <translation>&amp;Deshacer el error</translation>
        </message>
        <message>
            <source>&amp;Retry this board</source>
            <translation>&amp;Reintentar este tablero</translation>
        </message>
        <message>
            <source>Re&amp;view the game…</source>
            <translation>Re&amp;visar la partida…</translation>
        </message>
        <message>
            <source>Show the position before the &amp;mistake</source>
            <translation>Mostrar la posición antes del &amp;error</translation>
        </message>
        <message>
            <source>How to &amp;play…</source>
            <translation>&amp;Cómo jugar…</translation>
        </message>
        <message>
            <source>P&amp;ause</source>
            <translation>Pa&amp;usa</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>Why: {reason}</source>
            <translation>Por qué: {reason}</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>&amp;Copy board id</source>
            <translation>&amp;Copiar el identificador del tablero</translation>
        </message>
        <message>
            <source>Right-click or Ctrl+C to copy it</source>
            <translation>Clic derecho o Ctrl+C para copiarlo</translation>
        </message>
    </context>
    <context>
        <name>Window</name>
        <message>
            <source>B switches between the mines and the position before the mistake, where these cells are marked.</source>
            <translation>B alterna entre las minas y la posición antes del error, donde estas casillas están marcadas.</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Pista</translation>
        </message>
        <message>
            <source>Hint (H): what to do next</source>
            <translation>Pista (H): qué hacer ahora</translation>
        </message>
        <message>
            <source>Check flags</source>
            <translation>Comprobar banderas</translation>
        </message>
        <message>
            <source>Check flags (C): are your flags right?</source>
            <translation>Comprobar banderas (C): ¿son correctas tus banderas?</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Deshacer</translation>
        </message>
        <message>
            <source>Undo (Ctrl+Z): take back the click that hit a mine and play on (the game then counts as assisted)</source>
            <translation>Deshacer (Ctrl+Z): retirar el clic que pisó una mina y seguir (la partida cuenta entonces como asistida)</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Reintentar</translation>
        </message>
        <message>
            <source>Retry this board (Ctrl+R): the same mines from the start (a replay: not counted for best times)</source>
            <translation>Reintentar este tablero (Ctrl+R): las mismas minas desde el principio (una repetición: no cuenta para los mejores tiempos)</translation>
        </message>
        <message>
            <source>Mines</source>
            <translation>Minas</translation>
        </message>
        <message>
            <source>Show the end of the game: where every mine was (B switches)</source>
            <translation>Mostrar el final de la partida: dónde estaba cada mina (B alterna)</translation>
        </message>
        <message>
            <source>Before mistake</source>
            <translation>Antes del error</translation>
        </message>
        <message>
            <source>Show the position just before the mine was hit, with the explanation's cells marked (B switches)</source>
            <translation>Mostrar la posición justo antes de pisar la mina, con las casillas de la explicación marcadas (B alterna)</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Revisar</translation>
        </message>
        <message>
            <source>Review the game (Ctrl+E): step through your moves, which were forced, which were guesses, and the solver's own path</source>
            <translation>Revisar la partida (Ctrl+E): tus jugadas paso a paso, cuáles eran forzadas, cuáles adivinadas, y el camino del resolutor</translation>
        </message>
        <message>
            <source>Pause (P): stop the clock and hide the board</source>
            <translation>Pausa (P): detener el reloj y ocultar el tablero</translation>
        </message>
        <message>
            <source>Leave the game in progress? It counts as a loss in your statistics.</source>
            <translation>¿Abandonar la partida en curso? Cuenta como una derrota en tus estadísticas.</translation>
        </message>
        <message>
            <source>Leave it (a loss)</source>
            <translation>Abandonar (una derrota)</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>Seguir jugando</translation>
        </message>
        <message>
            <source>Your game from last time is back, on the second you left it. Press P or click the board to play on.</source>
            <translation>Tu partida de la última vez ha vuelto, en el segundo en que la dejaste. Pulsa P o haz clic en el tablero para seguir.</translation>
        </message>
        <message>
            <source>Paused</source>
            <translation>En pausa</translation>
        </message>
        <message>
            <source>Press P or click here to play on.</source>
            <translation>Pulsa P o haz clic aquí para seguir.</translation>
        </message>
        <message>
            <source>The clock is stopped.</source>
            <translation>El reloj está detenido.</translation>
        </message>
    </context>
    <context>
        <name>Replays</name>
        <message>
            <source>{name} is not a replay this game reads ({types}).</source>
            <translation>{name} no es una repetición que este juego pueda leer ({types}).</translation>
        </message>
        <message>
            <source>{file} cannot be opened: {reason}.</source>
            <translation>No se puede abrir {file}: {reason}.</translation>
        </message>
        <message>
            <source>{file} is not a file.</source>
            <translation>{file} no es un archivo.</translation>
        </message>
        <message>
            <source>{name} is empty.</source>
            <translation>{name} está vacío.</translation>
        </message>
        <message>
            <source>{name} is too large to be a replay ({size} bytes).</source>
            <translation>{name} es demasiado grande para ser una repetición ({size} bytes).</translation>
        </message>
        <message>
            <source>Reading {name} took too long; it is not a replay.</source>
            <translation>Leer {name} tardó demasiado; no es una repetición.</translation>
        </message>
        <message>
            <source>The replay reader could not start: {error}.</source>
            <translation>El lector de repeticiones no pudo iniciarse: {error}.</translation>
        </message>
        <message>
            <source>{name} is damaged or not a replay ({error}).</source>
            <translation>{name} está dañado o no es una repetición ({error}).</translation>
        </message>
        <message>
            <source>{name} is damaged or not a {suffix} replay (the reader stopped{signal}).</source>
            <translation>{name} está dañado o no es una repetición {suffix} (el lector se detuvo{signal}).</translation>
        </message>
        <message>
            <source>exit status {code}</source>
            <translation>código de salida {code}</translation>
        </message>
        <message>
            <source>{name} could not be read: {reason}.</source>
            <translation>No se pudo leer {name}: {reason}.</translation>
        </message>
        <message>
            <source>{name} has no event data to play back.</source>
            <translation>{name} no tiene eventos que reproducir.</translation>
        </message>
        <message>
            <source>The replay recorder could not start: {error}.</source>
            <translation>La grabación de la partida no pudo iniciarse: {error}.</translation>
        </message>
        <message>
            <source>The replay recorder stopped; this game is not recorded.</source>
            <translation>La grabación se detuvo; esta partida no se graba.</translation>
        </message>
        <message>
            <source>Nothing was recorded.</source>
            <translation>No se grabó nada.</translation>
        </message>
        <message>
            <source>The replay recorder did not answer in time.</source>
            <translation>La grabación no respondió a tiempo.</translation>
        </message>
        <message>
            <source>the recorder stopped (status {code})</source>
            <translation>la grabación se detuvo (código {code})</translation>
        </message>
        <message>
            <source>The replay was not saved: {reason}.</source>
            <translation>La repetición no se guardó: {reason}.</translation>
        </message>
        <message>
            <source>{name} has no opened cell to review.</source>
            <translation>{name} no tiene ninguna casilla abierta que revisar.</translation>
        </message>
        <message>
            <source>{name} cannot be reviewed: {reason}</source>
            <translation>{name} no se puede revisar: {reason}</translation>
        </message>
        <message>
            <source>Open replay</source>
            <translation>Abrir repetición</translation>
        </message>
        <message>
            <source>{name} could not be opened: {error}</source>
            <translation>No se pudo abrir {name}: {error}</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Archivo</translation>
        </message>
        <message>
            <source>&amp;Open replay…</source>
            <translation>&amp;Abrir repetición…</translation>
        </message>
        <message>
            <source>&amp;Save replay as…</source>
            <translation>&amp;Guardar repetición como…</translation>
        </message>
        <message>
            <source>The replay of this game was not saved: {problem}</source>
            <translation>La repetición de esta partida no se guardó: {problem}</translation>
        </message>
        <message>
            <source>No game has been recorded yet.</source>
            <translation>Todavía no se ha grabado ninguna partida.</translation>
        </message>
        <message>
            <source>Save replay as</source>
            <translation>Guardar repetición como</translation>
        </message>
        <message>
            <source>The replay could not be saved to {file}: {reason}.</source>
            <translation>No se pudo guardar la repetición en {file}: {reason}.</translation>
        </message>
        <message>
            <source>Save replay</source>
            <translation>Guardar repetición</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Tiempo</translation>
        </message>
        <message>
            <source>3BV</source>
            <translation>3BV</translation>
        </message>
        <message>
            <source>3BV/s</source>
            <translation>3BV/s</translation>
        </message>
        <message>
            <source>Clicks (L/R/D)</source>
            <translation>Clics (I/D/doble)</translation>
        </message>
        <message>
            <source>IOE</source>
            <translation>IOE</translation>
        </message>
        <message>
            <source>RQP</source>
            <translation>RQP</translation>
        </message>
        <message>
            <source>ZiNi</source>
            <translation>ZiNi</translation>
        </message>
        <message>
            <source>STNB</source>
            <translation>STNB</translation>
        </message>
        <message>
            <source>Correctness</source>
            <translation>Corrección</translation>
        </message>
        <message>
            <source>Throughput</source>
            <translation>Rendimiento</translation>
        </message>
        <message>
            <source>Path</source>
            <translation>Recorrido</translation>
        </message>
        <message>
            <source>Replay – {name}</source>
            <translation>Repetición – {name}</translation>
        </message>
        <message>
            <source>won</source>
            <translation>ganada</translation>
        </message>
        <message>
            <source>not finished</source>
            <translation>sin terminar</translation>
        </message>
        <message>
            <source>{player} · {width}x{height}, {mines} mines · {seconds} s, {result} · .{format} ({software})</source>
            <translation>{player} · {width}x{height}, {mines} minas · {seconds} s, {result} · .{format} ({software})</translation>
        </message>
        <message>
            <source>unknown player</source>
            <translation>jugador desconocido</translation>
        </message>
        <message>
            <source>unknown program</source>
            <translation>programa desconocido</translation>
        </message>
        <message>
            <source>The board stops following this replay: {problem}</source>
            <translation>El tablero deja de seguir esta repetición: {problem}</translation>
        </message>
        <message>
            <source>Previous click (Left; Shift+Left: previous mouse event)</source>
            <translation>Clic anterior (Izquierda; Mayús+Izquierda: evento de ratón anterior)</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Reproducir</translation>
        </message>
        <message>
            <source>Play or pause (Space)</source>
            <translation>Reproducir o pausar (Espacio)</translation>
        </message>
        <message>
            <source>Next click (Right; Shift+Right: next mouse event)</source>
            <translation>Clic siguiente (Derecha; Mayús+Derecha: evento de ratón siguiente)</translation>
        </message>
        <message>
            <source>Review…</source>
            <translation>Revisión…</translation>
        </message>
        <message>
            <source>Judge every click: forced by logic, a guess, or a mistake</source>
            <translation>Juzgar cada clic: forzado por la lógica, una suposición o un error</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pausa</translation>
        </message>
        <message>
            <source>Play the selected game back, with its counters</source>
            <translation>Reproducir la partida elegida, con sus contadores</translation>
        </message>
        <message>
            <source>Export replays…</source>
            <translation>Exportar repeticiones…</translation>
        </message>
        <message>
            <source>Copy the .evf replays of the games shown to a folder</source>
            <translation>Copiar a una carpeta las repeticiones .evf de las partidas mostradas</translation>
        </message>
        <message>
            <source>None of the games shown has a replay.</source>
            <translation>Ninguna de las partidas mostradas tiene repetición.</translation>
        </message>
        <message>
            <source>Export replays</source>
            <translation>Exportar repeticiones</translation>
        </message>
        <message>
            <source>Export replays to</source>
            <translation>Exportar repeticiones a</translation>
        </message>
        <message numerus="yes">
            <source>%n replay(s) exported to {folder}.</source>
            <translation>
                <numerusform>%n repetición exportada a {folder}.</numerusform>
                <numerusform>%n repeticiones exportadas a {folder}.</numerusform>
            </translation>
        </message>
    </context>
</TS>
