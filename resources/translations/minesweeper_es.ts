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
    </context>
</TS>
