<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>About</name>
        <message>
            <source>DejaVu Sans (the game's font)</source>
            <translation>DejaVu Sans (la fuente del juego)</translation>
        </message>
        <message>
            <source>ms-toollib (replay files)</source>
            <translation>ms-toollib (archivos de repetición)</translation>
        </message>
        <message>
            <source>System libraries in this bundle</source>
            <translation>Bibliotecas del sistema en este paquete</translation>
        </message>
        <message>
            <source>see each notice</source>
            <translation>ver cada aviso</translation>
        </message>
        <message>
            <source>Version {version}</source>
            <translation>Versión {version}</translation>
        </message>
        <message>
            <source>Every board is created on your first click so that a perfect logician never has to guess.</source>
            <translation>Cada tablero se crea con tu primer clic, de modo que un lógico perfecto nunca tenga que adivinar.</translation>
        </message>
        <message>
            <source>It is free software under the MIT licence. It includes the components below; select one to read its licence.</source>
            <translation>Es software libre bajo la licencia MIT. Incluye los componentes siguientes; selecciona uno para leer su licencia.</translation>
        </message>
        <message>
            <source>About {name}</source>
            <translation>Acerca de {name}</translation>
        </message>
    </context>
    <context>
        <name>Analysis</name>
        <message>
            <source>certainly safe</source>
            <translation>segura con certeza</translation>
        </message>
        <message>
            <source>certainly a mine</source>
            <translation>una mina con certeza</translation>
        </message>
        <message>
            <source>under {percent} chance of a mine</source>
            <translation>menos del {percent} de probabilidad de mina</translation>
        </message>
        <message>
            <source>over {percent} chance of a mine</source>
            <translation>más del {percent} de probabilidad de mina</translation>
        </message>
        <message>
            <source>{percent} chance of a mine</source>
            <translation>{percent} de probabilidad de mina</translation>
        </message>
    </context>
    <context>
        <name>BoardIds</name>
        <message>
            <source>This board has no id: the game does not play its level. {reason}</source>
            <translation>Este tablero no tiene identificador: el juego no admite su nivel. {reason}</translation>
        </message>
        <message>
            <source>This is not a board id: it contains {characters}. Board ids use only the digits and the letters A-Z without I, L, O and U.</source>
            <translation>Esto no es un identificador de tablero: contiene {characters}. Los identificadores solo usan dígitos y las letras A-Z sin I, L, O ni U.</translation>
        </message>
        <message>
            <source>The board id is empty.</source>
            <translation>El identificador del tablero está vacío.</translation>
        </message>
        <message>
            <source>The board id {id} is too short: part of it is missing.</source>
            <translation>El identificador del tablero {id} es demasiado corto: falta una parte.</translation>
        </message>
        <message>
            <source>The board id starts with {found}; this version of the game reads ids starting with {expected} (a newer game may have made it, or it is mistyped).</source>
            <translation>El identificador empieza por {found}; esta versión del juego lee identificadores que empiezan por {expected} (quizá lo creó una versión más nueva, o está mal escrito).</translation>
        </message>
        <message>
            <source>The board id does not check out: a character is wrong or missing (compare it with the original).</source>
            <translation>El identificador del tablero no cuadra: falta un carácter o hay uno incorrecto (compáralo con el original).</translation>
        </message>
        <message>
            <source>The board id describes a {width}x{height} board with {mines} mines, which this game does not play: {reason} It was not made by this game.</source>
            <translation>El identificador describe un tablero de {width}x{height} con {mines} minas, que este juego no ofrece: {reason} No lo creó este juego.</translation>
        </message>
        <message>
            <source>The board id describes {mines} mines in a way no {height}x{width} board can hold (mines out of range); it was not made by this game.</source>
            <translation>El identificador describe {mines} minas de un modo que ningún tablero de {height}x{width} puede contener (minas fuera de rango); no lo creó este juego.</translation>
        </message>
    </context>
    <context>
        <name>Cells</name>
        <message>
            <source>row {row}, column {col}</source>
            <translation>fila {row}, columna {col}</translation>
        </message>
    </context>
    <context>
        <name>CommandLine</name>
        <message>
            <source>No-guess Minesweeper: every board is created on your first click so that it
can be won by reasoning alone; Hint explains why a cell is safe.</source>
            <translation>Buscaminas sin adivinar: cada tablero se crea con tu primer clic para que se pueda
ganar solo razonando; la pista explica por qué una casilla es segura.</translation>
        </message>
        <message>
            <source>show the version and exit</source>
            <translation>mostrar la versión y salir</translation>
        </message>
        <message>
            <source>playing</source>
            <translation>jugar</translation>
        </message>
        <message>
            <source>seed for reproducible boards: the same seed gives the same boards</source>
            <translation>semilla para tableros reproducibles: la misma semilla da los mismos tableros</translation>
        </message>
        <message>
            <source>folder for settings and statistics (overrides {variable})</source>
            <translation>carpeta de ajustes y estadísticas (tiene prioridad sobre {variable})</translation>
        </message>
        <message>
            <source>start at beginner, intermediate, expert or WxH/M (W columns, H rows, M mines), e.g. 30x16/99</source>
            <translation>empezar en beginner, intermediate, expert o AxA/M (columnas, filas, minas), p. ej. 30x16/99</translation>
        </message>
        <message>
            <source>speak this language instead of the system's: {languages}</source>
            <translation>hablar este idioma en lugar del del sistema: {languages}</translation>
        </message>
        <message>
            <source>play the board of an id (Game &gt; Copy board id in the window)</source>
            <translation>jugar el tablero de un id (Juego &gt; Copiar id del tablero en la ventana)</translation>
        </message>
        <message>
            <source>play to the Standard rules for competition (remembered, as Options &gt; Standard rules): no hint, flag check, analysis, undo, retry, question marks or auto-open</source>
            <translation>jugar con las reglas estándar de competición (se recuerda, como Opciones &gt; Reglas estándar): sin pistas, comprobación de banderas, análisis, deshacer, reintentar, signos de interrogación ni apertura automática</translation>
        </message>
        <message>
            <source>open a replay (.avf, .evf, .mvf or .rmv) in the replay player</source>
            <translation>abrir una repetición (.avf, .evf, .mvf o .rmv) en el reproductor</translation>
        </message>
        <message>
            <source>desktop menu entry (Linux, for pip and pipx installs)</source>
            <translation>entrada del menú de escritorio (Linux, para instalaciones con pip y pipx)</translation>
        </message>
        <message>
            <source>add a menu entry, icons, AppStream metainfo and this manual page under $XDG_DATA_HOME (~/.local/share), then exit</source>
            <translation>añadir una entrada de menú, iconos, metadatos de AppStream y esta página de manual en $XDG_DATA_HOME (~/.local/share), y salir</translation>
        </message>
        <message>
            <source>remove what --install-desktop added, then exit</source>
            <translation>quitar lo que añadió --install-desktop, y salir</translation>
        </message>
        <message>
            <source>scripted runs (for CI; QT_QPA_PLATFORM=offscreen runs them without a display)</source>
            <translation>ejecuciones por guion (para CI; QT_QPA_PLATFORM=offscreen las ejecuta sin pantalla)</translation>
        </message>
        <message>
            <source>play one seeded Expert game to a win with hints, exit 0 if it worked (in a temporary folder unless --data-dir or {variable} names one)</source>
            <translation>jugar una partida Experto con semilla fija hasta ganar con pistas, salir con 0 si funcionó (en una carpeta temporal salvo que --data-dir o {variable} indique una)</translation>
        </message>
        <message>
            <source>write screenshots of typical game states into DIR and exit</source>
            <translation>guardar capturas de estados típicos del juego en DIR y salir</translation>
        </message>
        <message>
            <source>{file} is not a replay file ({types})</source>
            <translation>{file} no es un archivo de repetición ({types})</translation>
        </message>
        <message>
            <source>unknown language {code}; available: {languages}</source>
            <translation>idioma desconocido {code}; disponibles: {languages}</translation>
        </message>
        <message>
            <source>Settings (settings.ini) and statistics (stats.sqlite3) live in one folder:</source>
            <translation>Los ajustes (settings.ini) y las estadísticas (stats.sqlite3) están en una carpeta:</translation>
        </message>
        <message>
            <source>--data-dir DIR, or else the environment variable {variable}, chooses another.</source>
            <translation>--data-dir DIR, o si no la variable de entorno {variable}, elige otra.</translation>
        </message>
        <message>
            <source>{variable} is set: {folder}</source>
            <translation>{variable} está definida: {folder}</translation>
        </message>
        <message>
            <source>neither DISPLAY nor WAYLAND_DISPLAY is set</source>
            <translation>no está definida ni DISPLAY ni WAYLAND_DISPLAY</translation>
        </message>
        <message>
            <source>QT_QPA_PLATFORM=xcb but DISPLAY is not set</source>
            <translation>QT_QPA_PLATFORM=xcb, pero DISPLAY no está definida</translation>
        </message>
        <message>
            <source>QT_QPA_PLATFORM={platform} but WAYLAND_DISPLAY is not set</source>
            <translation>QT_QPA_PLATFORM={platform}, pero WAYLAND_DISPLAY no está definida</translation>
        </message>
        <message>
            <source>no display to open a window on ({missing}); start it from a desktop session, or set QT_QPA_PLATFORM=offscreen for --self-test and --screenshot</source>
            <translation>no hay pantalla en la que abrir una ventana ({missing}); inicia el juego desde una sesión de escritorio o define QT_QPA_PLATFORM=offscreen para --self-test y --screenshot</translation>
        </message>
    </context>
    <context>
        <name>Custom</name>
        <message>
            <source>{name}: {width}x{height}, {mines} mines</source>
            <translation>{name}: {width}x{height}, {mines} minas</translation>
        </message>
        <message>
            <source>Your own</source>
            <translation>Personalizado</translation>
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
        <name>DataFolder</name>
        <message>
            <source>the files ({error})</source>
            <translation>los archivos ({error})</translation>
        </message>
        <message>
            <source>left {names} in {old} (from an older version) because {folder} already has them; move them by hand to keep them</source>
            <translation>no se movió nada de {old} (de una versión anterior) porque {folder} ya contiene {names}; mueve los archivos a mano para conservarlos</translation>
        </message>
    </context>
    <context>
        <name>Dialogs</name>
        <message>
            <source>Width and height from 1 to {max_side}, with at least one side {min_side} or more: the first click and its neighbours never hold a mine. Up to all cells but those 9 can hold mines; boards 2 cells high or wide need an even number. Dense boards take longer to create.</source>
            <translation>Ancho y alto de 1 a {max_side}, con al menos un lado de {min_side} o más: la primera casilla pulsada y sus vecinas nunca tienen mina. Todas las demás casillas pueden tenerla; los tableros de 2 casillas de alto o de ancho necesitan un número par. Los tableros densos tardan más en crearse.</translation>
        </message>
        <message>
            <source>Enter the width as a whole number.</source>
            <translation>Escribe el ancho como número entero.</translation>
        </message>
        <message>
            <source>Enter the height as a whole number.</source>
            <translation>Escribe el alto como número entero.</translation>
        </message>
        <message>
            <source>Enter the mines as a whole number.</source>
            <translation>Escribe las minas como número entero.</translation>
        </message>
        <message>
            <source>The width must be between 1 and {max_side}.</source>
            <translation>El ancho debe estar entre 1 y {max_side}.</translation>
        </message>
        <message>
            <source>The height must be between 1 and {max_side}.</source>
            <translation>El alto debe estar entre 1 y {max_side}.</translation>
        </message>
        <message>
            <source>There must be at least one mine.</source>
            <translation>Debe haber al menos una mina.</translation>
        </message>
        <message>
            <source>Custom board</source>
            <translation>Tablero personalizado</translation>
        </message>
        <message>
            <source>&amp;Width (columns):</source>
            <translation>&amp;Ancho (columnas):</translation>
        </message>
        <message>
            <source>&amp;Height (rows):</source>
            <translation>A&amp;lto (filas):</translation>
        </message>
        <message>
            <source>&amp;Mines:</source>
            <translation>&amp;Minas:</translation>
        </message>
        <message>
            <source>Board creation took too long</source>
            <translation>Crear el tablero tardó demasiado</translation>
        </message>
        <message>
            <source>No guess-free {width}x{height} board with {mines} mines was found within {seconds} seconds.</source>
            <translation>No se encontró ningún tablero de {width}x{height} sin adivinar con {mines} minas en {seconds} segundos.</translation>
        </message>
        <message>
            <source>Dense boards are hard to create.</source>
            <translation>Los tableros densos son difíciles de crear.</translation>
        </message>
        <message>
            <source>Boards of logic grade “{grade}” are rare at this size: Game &gt; Logic &gt; Any finds one sooner.</source>
            <translation>Los tableros de lógica «{grade}» son raros en este tamaño: Juego &gt; Lógica &gt; Cualquiera encuentra uno antes.</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Reintentar</translation>
        </message>
        <message numerus="yes">
            <source>Use %n mine(s)</source>
            <translation>
                <numerusform>Usar %n mina</numerusform>
                <numerusform>Usar %n minas</numerusform>
            </translation>
        </message>
        <message>
            <source>Open board id</source>
            <translation>Abrir identificador de tablero</translation>
        </message>
        <message>
            <source>Board id (from Game &gt; Copy board id):</source>
            <translation>Identificador del tablero (de Juego &gt; Copiar el identificador del tablero):</translation>
        </message>
    </context>
    <context>
        <name>Fonts</name>
        <message>
            <source>{language} text needs a font that is not installed: the game would show boxes for letters such as {missing}. This run is in English. To play in {language}, install {packages}, then start the game again.</source>
            <translation>El texto en {language} necesita una fuente que no está instalada: el juego mostraría cuadros en lugar de caracteres como {missing}. Esta sesión es en inglés. Para jugar en {language}, instale {packages} y vuelva a iniciar el juego.</translation>
        </message>
    </context>
    <context>
        <name>Grades</name>
        <message>
            <source>one number</source>
            <translation>un número</translation>
        </message>
        <message>
            <source>two numbers</source>
            <translation>dos números</translation>
        </message>
        <message>
            <source>three+ numbers</source>
            <translation>tres o más números</translation>
        </message>
        <message>
            <source>mine count</source>
            <translation>total de minas</translation>
        </message>
        <message>
            <source>any</source>
            <translation>cualquiera</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>fácil</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>difícil</translation>
        </message>
        <message>
            <source>hardest</source>
            <translation>la más difícil</translation>
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
            <source>On how many positions you asked for a hint or a flag check (pressing again on the same position does not count again).</source>
            <translation>En cuántas posiciones pediste una pista o una comprobación de banderas (volver a pulsar en la misma posición no cuenta otra vez).</translation>
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
            <source>read the cursor's cell, its row and column, the cells around it</source>
            <translation>leer la casilla del cursor, su fila y columna, las casillas de alrededor</translation>
        </message>
        <message>
            <source>read the mines left, the time, the last announcement again</source>
            <translation>leer las minas restantes, el tiempo, de nuevo el último aviso</translation>
        </message>
        <message>
            <source>read the cursor's whole row, its whole column</source>
            <translation>leer toda la fila, toda la columna del cursor</translation>
        </message>
        <message>
            <source>jump to the last hint's cell, the next covered cell, the next covered cell beside a number</source>
            <translation>saltar a la casilla de la última pista, a la siguiente casilla cubierta, a la siguiente casilla cubierta junto a un número</translation>
        </message>
        <message>
            <source>G, a row and a column, Enter</source>
            <translation>G, una fila y una columna, Intro</translation>
        </message>
        <message>
            <source>go to that cell (G 3 5 Enter: row 3, column 5)</source>
            <translation>ir a esa casilla (G 3 5 Intro: fila 3, columna 5)</translation>
        </message>
        <message>
            <source>in a replay: the previous or next click, the previous or next mouse event, play or pause, where the replay is (each step is said)</source>
            <translation>en una repetición: el clic anterior o siguiente, el evento de ratón anterior o siguiente, reproducir o pausar, dónde va la repetición (se anuncia cada paso)</translation>
        </message>
        <message>
            <source>in a review: one move back or on, ten moves back or on, the first or the last move (each move and its judgement is said)</source>
            <translation>en una revisión: una jugada atrás o adelante, diez jugadas atrás o adelante, la primera o la última jugada (se anuncia cada jugada y su valoración)</translation>
        </message>
        <message>
            <source>With a screen reader every move is said as it happens. Options &gt; Brief announcements keeps each announcement to its first sentence; A repeats the last one.</source>
            <translation>Con un lector de pantalla cada jugada se anuncia en cuanto ocurre. Opciones &gt; Anuncios breves deja cada anuncio en su primera frase; A repite el último.</translation>
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
            <source>the {value} at {cell}</source>
            <translation>el {value} en {cell}</translation>
        </message>
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
        <message numerus="yes">
            <source>Try every way to place mines around {numbers} that fits all %n number(s): {cell} is a mine in each of them.</source>
            <translation>
                <numerusform>Prueba todas las formas de colocar minas alrededor de {numbers} que encajan con ese %n número: {cell} es una mina en todas ellas.</numerusform>
                <numerusform>Prueba todas las formas de colocar minas alrededor de {numbers} que encajan con los %n números: {cell} es una mina en todas ellas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Try every way to place mines around {numbers} that fits all %n number(s): {cell} is safe in each of them.</source>
            <translation>
                <numerusform>Prueba todas las formas de colocar minas alrededor de {numbers} que encajan con ese %n número: {cell} es segura en todas ellas.</numerusform>
                <numerusform>Prueba todas las formas de colocar minas alrededor de {numbers} que encajan con los %n números: {cell} es segura en todas ellas.</numerusform>
            </translation>
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
    </context>
    <context>
        <name>KeptGame</name>
        <message>
            <source>Your game from last time was not resumed: its file {file} cannot be moved ({cause}), so it would come back at every start. Move or delete it by hand.</source>
            <translation>Su partida de la última vez no se ha reanudado: su archivo {file} no se puede mover ({cause}), así que volvería en cada inicio. Muévalo o bórrelo a mano.</translation>
        </message>
        <message>
            <source>Your game from last time could not be played on (the file is damaged or was changed); it was kept as {file} in {folder}, and a new game starts.</source>
            <translation>Su partida de la última vez no se puede continuar (el archivo está dañado o se ha modificado); se ha guardado como {file} en {folder} y empieza una partida nueva.</translation>
        </message>
        <message>
            <source>the file or its folder is read-only</source>
            <translation>el archivo o su carpeta es de solo lectura</translation>
        </message>
        <message>
            <source>The game in progress ({level}, {seconds} s played) could not be kept for the next start: {cause}.</source>
            <translation>La partida en curso ({level}, {seconds} s jugados) no se pudo guardar para el próximo inicio: {cause}.</translation>
        </message>
        <message>
            <source>Free some space or make the folder writable, then press Try again. If you close now, what is named above is lost.</source>
            <translation>Libere espacio o haga que la carpeta se pueda escribir y pulse Reintentar. Si cierra ahora, se pierde lo indicado arriba.</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Reintentar</translation>
        </message>
        <message>
            <source>Keep the window open</source>
            <translation>Mantener la ventana abierta</translation>
        </message>
        <message>
            <source>Close and lose it</source>
            <translation>Cerrar y perderlo</translation>
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
            <translation>los números que lo demuestran</translation>
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
            <translation>una bandera que nada demuestra aún</translation>
        </message>
        <message>
            <source>a number with too many flags</source>
            <translation>un número con demasiadas banderas</translation>
        </message>
        <message>
            <source>one of these flags is wrong</source>
            <translation>una de estas banderas está mal</translation>
        </message>
        <message>
            <source>numbers that contradict</source>
            <translation>números que se contradicen</translation>
        </message>
    </context>
    <context>
        <name>Lessons</name>
        <message>
            <source>The rules</source>
            <translation>Las reglas</translation>
        </message>
        <message>
            <source>Some covered cells hide mines. Open every other cell to win; open a mine and the game is lost. An opened cell shows how many of its eight neighbours are mines. Right-click a cell you know is a mine, or press F on it, to flag it. On these boards logic always tells you a safe move: you never have to guess.</source>
            <translation>Algunas casillas cubiertas esconden minas. Abre todas las demás casillas para ganar; si abres una mina, pierdes la partida. Una casilla abierta muestra cuántas de sus ocho vecinas son minas. Haz clic derecho en una casilla que sepas que es una mina, o pulsa F sobre ella, para ponerle una bandera. En estos tableros la lógica siempre te indica un movimiento seguro: nunca tienes que adivinar.</translation>
        </message>
        <message>
            <source>The first click</source>
            <translation>El primer clic</translation>
        </message>
        <message>
            <source>Your first click is always safe, and so are its neighbours, so it opens an area. A 0 opens its neighbours by itself. The numbers along the edge of that area are where the reasoning starts.</source>
            <translation>Tu primer clic siempre es seguro, y también sus vecinas, así que abre una zona. Un 0 abre sus vecinas por sí solo. El razonamiento empieza en los números del borde de esa zona.</translation>
        </message>
        <message>
            <source>One number decides</source>
            <translation>Un número decide</translation>
        </message>
        <message>
            <source>When a number has as many covered neighbours as mines it still needs, all of them are mines; when it needs no more mines (its flags already count), the rest are safe. Find a cell one number decides, then open it (click or Space) or flag it (right-click or F).</source>
            <translation>Cuando un número tiene tantas vecinas cubiertas como minas le faltan, todas son minas; cuando no le faltan minas (sus banderas ya cuentan), las demás son seguras. Encuentra una casilla que decida un solo número y ábrela (clic o Espacio) o ponle una bandera (clic derecho o F).</translation>
        </message>
        <message>
            <source>Two numbers together (1-1)</source>
            <translation>Dos números juntos (1-1)</translation>
        </message>
        <message>
            <source>No number decides anything alone here. But the corner 1 sees only cells its neighbour 1 also sees: the neighbour's one mine is among them, so its other covered cell is safe. Find a cell the two numbers decide together.</source>
            <translation>Aquí ningún número decide nada por sí solo. Pero el 1 de la esquina solo ve casillas que su vecino 1 también ve: la única mina del vecino está entre ellas, así que su otra casilla cubierta es segura. Encuentra una casilla que los dos números decidan juntos.</translation>
        </message>
        <message>
            <source>Three numbers together</source>
            <translation>Tres números juntos</translation>
        </message>
        <message>
            <source>Sometimes no one or two numbers decide anything and three do: try each way to place mines that fits all three, and a cell that comes out the same every time is decided. Flags count as mines.</source>
            <translation>A veces uno o dos números no deciden nada y tres sí: prueba cada forma de colocar minas que encaje con los tres; una casilla que sale igual todas las veces queda decidida. Las banderas cuentan como minas.</translation>
        </message>
        <message>
            <source>The mine count</source>
            <translation>El total de minas</translation>
        </message>
        <message>
            <source>When the numbers decide nothing, count the mines. The counter shows how many there are in all; if the numbers already account for every one, each covered cell beyond them is safe.</source>
            <translation>Cuando los números no deciden nada, cuenta las minas. El contador muestra cuántas hay en total; si los números ya explican todas, cada casilla cubierta más allá de ellos es segura.</translation>
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
            <source>Custom</source>
            <translation>Personalizado</translation>
        </message>
        <message>
            <source>Unknown level {level}: use beginner, intermediate, expert or WxH/M, e.g. 30x16/99 (30 columns, 16 rows, 99 mines).</source>
            <translation>Nivel desconocido {level}: usa beginner, intermediate, expert o AxH/M, p. ej. 30x16/99 (30 columnas, 16 filas, 99 minas).</translation>
        </message>
        <message>
            <source>Width and height must be between 1 and {most}, not {width}x{height}.</source>
            <translation>El ancho y el alto deben estar entre 1 y {most}, no {width}x{height}.</translation>
        </message>
        <message>
            <source>A board needs at least one mine, not {mines}.</source>
            <translation>Un tablero necesita al menos una mina, no {mines}.</translation>
        </message>
        <message>
            <source>The number of mines cannot be negative ({mines} was asked for).</source>
            <translation>El número de minas no puede ser negativo (se pidió {mines}).</translation>
        </message>
        <message>
            <source>A {width}x{height} board has no room for mines: the first click and its neighbours never hold one. Make one side at least 4.</source>
            <translation>Un tablero de {width}x{height} no tiene sitio para minas: la primera casilla y sus vecinas nunca tienen una. Haz que un lado tenga al menos 4.</translation>
        </message>
        <message numerus="yes">
            <source>A {width}x{height} board holds at most %n mine(s): the first cell opened and its neighbours never hold one ({mines} were asked for).</source>
            <translation>
                <numerusform>Un tablero de {width}x{height} admite como mucho %n mina: la primera casilla abierta y sus vecinas nunca tienen una (se pidieron {mines}).</numerusform>
                <numerusform>Un tablero de {width}x{height} admite como mucho %n minas: la primera casilla abierta y sus vecinas nunca tienen una (se pidieron {mines}).</numerusform>
            </translation>
        </message>
        <message>
            <source>A board 2 cells high needs an even number of mines: the two cells of a column look the same to every number, so a column with one mine would be a guess.</source>
            <translation>Un tablero de 2 casillas de alto necesita un número par de minas: las dos casillas de una columna son iguales para cada número, así que una columna con una mina sería adivinar.</translation>
        </message>
        <message>
            <source>A board 2 cells wide needs an even number of mines: the two cells of a row look the same to every number, so a row with one mine would be a guess.</source>
            <translation>Un tablero de 2 casillas de ancho necesita un número par de minas: las dos casillas de una fila son iguales para cada número, así que una fila con una mina sería adivinar.</translation>
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
    </context>
    <context>
        <name>Loss</name>
        <message>
            <source>The chord on {number} opened {cell}: its flags looked complete, so its other covered cells seemed safe.</source>
            <translation>La apertura múltiple sobre {number} abrió {cell}: sus banderas parecían completas, así que sus demás casillas cubiertas parecían seguras.</translation>
        </message>
        <message>
            <source>The chord on {number} opened {cell}: its flags looked complete, so its other covered cells seemed safe, but the flag at {flags} was not on a mine.</source>
            <translation>La apertura múltiple sobre {number} abrió {cell}: sus banderas parecían completas, así que sus demás casillas cubiertas parecían seguras, pero la bandera de {flags} no estaba sobre una mina.</translation>
        </message>
        <message>
            <source>The chord on {number} opened {cell}: its flags looked complete, so its other covered cells seemed safe, but the flags at {flags} were not on mines.</source>
            <translation>La apertura múltiple sobre {number} abrió {cell}: sus banderas parecían completas, así que sus demás casillas cubiertas parecían seguras, pero las banderas de {flags} no estaban sobre minas.</translation>
        </message>
        <message>
            <source>{cell} was provably a mine.</source>
            <translation>{cell} era, de forma demostrable, una mina.</translation>
        </message>
        <message>
            <source>Step by step (each step counts the mines proven before it as flagged): {steps}</source>
            <translation>Paso a paso (cada paso cuenta como marcadas las minas demostradas antes): {steps}</translation>
        </message>
        <message>
            <source>No way to place the mines that fits the numbers and the mine count leaves {cell} safe.</source>
            <translation>Ninguna colocación de las minas que encaje con los números y el total de minas deja {cell} segura.</translation>
        </message>
        <message>
            <source>No way to place the mines that fits the numbers leaves {cell} safe.</source>
            <translation>Ninguna colocación de las minas que encaje con los números deja {cell} segura.</translation>
        </message>
        <message>
            <source>Nothing proved {cell} safe, and its numbers alone did not prove it a mine. Whether the mine count did, and the odds of a mine there, took too long to work out.</source>
            <translation>Nada demostraba que {cell} fuera segura, y sus números por sí solos tampoco demostraban que fuera una mina. Averiguar si el total de minas lo demostraba, y la probabilidad de una mina allí, llevó demasiado tiempo.</translation>
        </message>
        <message>
            <source>Nothing proved {cell} safe. Whether it was provably a mine took too long to work out.</source>
            <translation>Nada demostraba que {cell} fuera segura. Averiguar si era, de forma demostrable, una mina llevó demasiado tiempo.</translation>
        </message>
        <message>
            <source>Nothing proved {cell} safe: opening it was a guess.</source>
            <translation>Nada demostraba que {cell} fuera segura: abrirla fue adivinar.</translation>
        </message>
        <message>
            <source>Working out the odds took too long.</source>
            <translation>Calcular la probabilidad llevó demasiado tiempo.</translation>
        </message>
        <message>
            <source>Of all the ways to place the mines that fit the numbers and the mine count, {percent} put a mine on {cell}.</source>
            <translation>De todas las colocaciones de minas que encajan con los números y el total de minas, el {percent} pone una mina en {cell}.</translation>
        </message>
        <message>
            <source>Finding the easiest deduction in that position took too long.</source>
            <translation>Encontrar la deducción más sencilla en esa posición llevó demasiado tiempo.</translation>
        </message>
        <message>
            <source>Nothing else could be proven in that position either: it needed a guess.</source>
            <translation>Tampoco se podía demostrar nada más en esa posición: hacía falta adivinar.</translation>
        </message>
        <message>
            <source>It was also the easiest deduction in that position: {cell} should have been flagged, not opened.</source>
            <translation>También era la deducción más sencilla en esa posición: {cell} debía marcarse con bandera, no abrirse.</translation>
        </message>
        <message>
            <source>The easiest deduction available instead: {step}</source>
            <translation>La deducción más sencilla disponible en su lugar: {step}</translation>
        </message>
        <message>
            <source>Showing it step by step took too long.</source>
            <translation>Mostrarlo paso a paso llevó demasiado tiempo.</translation>
        </message>
        <message>
            <source>Its step-by-step proof is too long to show here.</source>
            <translation>Su demostración paso a paso es demasiado larga para mostrarla aquí.</translation>
        </message>
        <message>
            <source>Your flag at {flags} was not on a mine: the numbers proved {freed} safe.</source>
            <translation>Tu bandera de {flags} no estaba sobre una mina: los números demostraban que {freed} era segura.</translation>
        </message>
        <message>
            <source>Your flags at {flags} were not on mines: the numbers proved {freed} safe.</source>
            <translation>Tus banderas de {flags} no estaban sobre minas: los números demostraban que {freed} era segura.</translation>
        </message>
        <message>
            <source>Your flag at {flags} was not on a mine; without it, {freed} was provably safe.</source>
            <translation>Tu bandera de {flags} no estaba sobre una mina; sin ella, {freed} era, de forma demostrable, segura.</translation>
        </message>
        <message>
            <source>Your flags at {flags} were not on mines; without them, {freed} was provably safe.</source>
            <translation>Tus banderas de {flags} no estaban sobre minas; sin ellas, {freed} era, de forma demostrable, segura.</translation>
        </message>
        <message>
            <source>Your flag at {flags} was not on a mine.</source>
            <translation>Tu bandera de {flags} no estaba sobre una mina.</translation>
        </message>
        <message>
            <source>Your flags at {flags} were not on mines.</source>
            <translation>Tus banderas de {flags} no estaban sobre minas.</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>How to &amp;play…</source>
            <translation>&amp;Cómo jugar…</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Partida nueva</translation>
        </message>
        <message>
            <source>&amp;System language</source>
            <translation>Idioma del &amp;sistema</translation>
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
            <source>&amp;Standard rules (competition: no help of any kind)</source>
            <translation>Reglas e&amp;stándar (competición: ninguna ayuda)</translation>
        </message>
        <message>
            <source>Brief anno&amp;uncements (screen readers)</source>
            <translation>Anuncios br&amp;eves (lectores de pantalla)</translation>
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
            <source>&amp;High contrast</source>
            <translation>Alto &amp;contraste</translation>
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
            <source>&amp;{level} ({width}x{height}, {mines} mines)</source>
            <translation>&amp;{level} ({width}x{height}, {mines} minas)</translation>
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
            <source>P&amp;ause</source>
            <translation>Pa&amp;usa</translation>
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message>
            <source>a wrong flag</source>
            <translation>una bandera equivocada</translation>
        </message>
        <message>
            <source>the move that lost</source>
            <translation>el movimiento que perdió</translation>
        </message>
        <message>
            <source>where you asked for a hint</source>
            <translation>donde pediste una pista</translation>
        </message>
        <message>
            <source>a guess where a forced move was there</source>
            <translation>una suposición donde había un movimiento forzado</translation>
        </message>
        <message>
            <source>Right: the cell at {cell} is a mine.</source>
            <translation>Correcto: la casilla en {cell} es una mina.</translation>
        </message>
        <message>
            <source>Right: the cell at {cell} is safe.</source>
            <translation>Correcto: la casilla en {cell} es segura.</translation>
        </message>
        <message>
            <source>The easiest proof here is about another cell.</source>
            <translation>La demostración más sencilla aquí trata de otra casilla.</translation>
        </message>
        <message>
            <source>Wrong: the cell at {cell} is safe, not a mine.</source>
            <translation>Incorrecto: la casilla en {cell} es segura, no una mina.</translation>
        </message>
        <message>
            <source>Wrong: the cell at {cell} is a mine.</source>
            <translation>Incorrecto: la casilla en {cell} es una mina.</translation>
        </message>
        <message>
            <source>Not proven: nothing here shows that the cell at {cell} is a mine; a guess.</source>
            <translation>Sin demostrar: nada aquí muestra que la casilla en {cell} sea una mina; es adivinar.</translation>
        </message>
        <message>
            <source>Not proven: nothing here shows that the cell at {cell} is safe; a guess.</source>
            <translation>Sin demostrar: nada aquí muestra que la casilla en {cell} sea segura; es adivinar.</translation>
        </message>
        <message>
            <source>A move this position proves: {step}</source>
            <translation>Un movimiento que esta posición demuestra: {step}</translation>
        </message>
        <message>
            <source>The practice file could not be read ({error}); it was kept as {file}.</source>
            <translation>No se pudo leer el archivo de práctica ({error}); se conservó como {file}.</translation>
        </message>
        <message>
            <source>Practice results are kept in memory only: {error}.</source>
            <translation>Los resultados de práctica solo se conservan en memoria: {error}.</translation>
        </message>
        <message>
            <source>Practice results could not be read: {error}.</source>
            <translation>No se pudieron leer los resultados de práctica: {error}.</translation>
        </message>
        <message>
            <source>Some values in the practice file are impossible (a rating or an answer that cannot be); they are left out, and new answers are saved as usual.</source>
            <translation>Algunos valores del archivo de práctica son imposibles (una puntuación o una respuesta que no puede existir); se omiten y las respuestas nuevas se guardan como siempre.</translation>
        </message>
        <message>
            <source>This answer could not be saved: {error}.</source>
            <translation>No se pudo guardar esta respuesta: {error}.</translation>
        </message>
        <message>
            <source>Rating chart</source>
            <translation>Gráfico de puntuación</translation>
        </message>
        <message>
            <source>Your rating will show here after your first puzzle.</source>
            <translation>Tu puntuación aparecerá aquí tras tu primer acertijo.</translation>
        </message>
        <message numerus="yes">
            <source>Your rating after each of %n rated puzzle(s)</source>
            <translation>
                <numerusform>Tu puntuación tras %n acertijo puntuado</numerusform>
                <numerusform>Tu puntuación tras cada uno de los %n acertijos puntuados</numerusform>
            </translation>
        </message>
        <message>
            <source>Looking through your recent games for moves to practise…</source>
            <translation>Buscando en tus últimas partidas movimientos para practicar…</translation>
        </message>
        <message>
            <source>Looking for a puzzle near your rating…</source>
            <translation>Buscando un acertijo cercano a tu puntuación…</translation>
        </message>
        <message>
            <source>No puzzles from your own games yet: positions where you lost, flagged wrongly, guessed past a forced move or asked for a hint show up here.</source>
            <translation>Aún no hay acertijos de tus partidas: aquí aparecen las posiciones en las que perdiste, pusiste mal una bandera, adivinaste habiendo un movimiento forzado o pediste una pista.</translation>
        </message>
        <message>
            <source>From your game of {date}, before move {move}: {reason}.</source>
            <translation>De tu partida del {date}, antes del movimiento {move}: {reason}.</translation>
        </message>
        <message>
            <source>No puzzle could be found: {reason}</source>
            <translation>No se pudo encontrar ningún acertijo: {reason}</translation>
        </message>
        <message>
            <source>A puzzle, rated {rating}.</source>
            <translation>Un acertijo con puntuación {rating}.</translation>
        </message>
        <message>
            <source>A puzzle for {technique}, rated {rating}.</source>
            <translation>Un acertijo de {technique}, con puntuación {rating}.</translation>
        </message>
        <message numerus="yes">
            <source>{intro} %n mine(s), {flags} of them flagged (every flag is right). Find a cell this position proves: click or press Space to open a safe cell, right-click or press F to flag a mine.</source>
            <translation>
                <numerusform>{intro} %n mina, {flags} de ellas marcadas (cada bandera es correcta). Encuentra una casilla que esta posición demuestre: haz clic o pulsa Espacio para abrir una casilla segura, y clic derecho o F para marcar una mina.</numerusform>
                <numerusform>{intro} %n minas, {flags} de ellas marcadas (cada bandera es correcta). Encuentra una casilla que esta posición demuestre: haz clic o pulsa Espacio para abrir una casilla segura, y clic derecho o F para marcar una mina.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{intro} %n mine(s). Find a cell this position proves: click or press Space to open a safe cell, right-click or press F to flag a mine.</source>
            <translation>
                <numerusform>{intro} %n mina. Encuentra una casilla que esta posición demuestre: haz clic o pulsa Espacio para abrir una casilla segura, y clic derecho o F para marcar una mina.</numerusform>
                <numerusform>{intro} %n minas. Encuentra una casilla que esta posición demuestre: haz clic o pulsa Espacio para abrir una casilla segura, y clic derecho o F para marcar una mina.</numerusform>
            </translation>
        </message>
        <message>
            <source>Technique: {technique}.</source>
            <translation>Técnica: {technique}.</translation>
        </message>
        <message>
            <source>Patterns: {patterns}.</source>
            <translation>Patrones: {patterns}.</translation>
        </message>
        <message>
            <source>Try again (not rated).</source>
            <translation>Inténtalo de nuevo (sin puntuar).</translation>
        </message>
        <message>
            <source>Lesson {number} of {count}: {title}.</source>
            <translation>Lección {number} de {count}: {title}.</translation>
        </message>
        <message>
            <source>Your rating: {rating} ± {deviation}</source>
            <translation>Tu puntuación: {rating} ± {deviation}</translation>
        </message>
        <message>
            <source>(not rated: tried before)</source>
            <translation>(sin puntuar: ya intentado)</translation>
        </message>
        <message>
            <source>No puzzles answered yet.</source>
            <translation>Aún no has respondido ningún acertijo.</translation>
        </message>
        <message>
            <source>Right the first time: {list}</source>
            <translation>Acertados a la primera: {list}</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>Bienvenida</translation>
        </message>
        <message>
            <source>New to Minesweeper, or to solving it without guessing? A short tutorial shows the rules and then one technique at a time, on small boards. You can open it later from Help &gt; Lessons.</source>
            <translation>¿Eres nuevo en el Buscaminas o en resolverlo sin adivinar? Un breve tutorial muestra las reglas y después una técnica cada vez, en tableros pequeños. Puedes abrirlo más tarde desde Ayuda &gt; Lecciones.</translation>
        </message>
        <message>
            <source>Show me the lessons</source>
            <translation>Enséñame las lecciones</translation>
        </message>
        <message>
            <source>Not now</source>
            <translation>Ahora no</translation>
        </message>
        <message>
            <source>Every technique</source>
            <translation>Todas las técnicas</translation>
        </message>
        <message>
            <source>One number (single)</source>
            <translation>Un número (solo)</translation>
        </message>
        <message>
            <source>Two numbers (pair)</source>
            <translation>Dos números (pareja)</translation>
        </message>
        <message>
            <source>Three or more numbers (chain)</source>
            <translation>Tres o más números (cadena)</translation>
        </message>
        <message>
            <source>The mine count</source>
            <translation>El total de minas</translation>
        </message>
        <message>
            <source>From your own games</source>
            <translation>De tus propias partidas</translation>
        </message>
        <message>
            <source>one number</source>
            <translation>un número</translation>
        </message>
        <message>
            <source>two numbers together</source>
            <translation>dos números juntos</translation>
        </message>
        <message>
            <source>three or more numbers together</source>
            <translation>tres o más números juntos</translation>
        </message>
        <message>
            <source>the mine count</source>
            <translation>el total de minas</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>Práctica</translation>
        </message>
        <message>
            <source>Technique</source>
            <translation>Técnica</translation>
        </message>
        <message>
            <source>&amp;Next puzzle</source>
            <translation>&amp;Siguiente acertijo</translation>
        </message>
        <message>
            <source>&amp;Try again</source>
            <translation>&amp;Reintentar</translation>
        </message>
        <message>
            <source>&amp;Lessons</source>
            <translation>&amp;Lecciones</translation>
        </message>
        <message>
            <source>Technique:</source>
            <translation>Técnica:</translation>
        </message>
        <message>
            <source>&amp;Practice</source>
            <translation>&amp;Práctica</translation>
        </message>
        <message>
            <source>&amp;Next lesson</source>
            <translation>&amp;Siguiente lección</translation>
        </message>
        <message>
            <source>One number</source>
            <translation>Un número</translation>
        </message>
        <message>
            <source>Two numbers together</source>
            <translation>Dos números juntos</translation>
        </message>
        <message>
            <source>Three or more numbers</source>
            <translation>Tres o más números</translation>
        </message>
        <message>
            <source>Practice rating chart</source>
            <translation>Gráfico de la puntuación de práctica</translation>
        </message>
        <message numerus="yes">
            <source>Rating {rating} after %n rated puzzle(s)</source>
            <translation>
                <numerusform>Puntuación {rating} tras %n acertijo puntuado</numerusform>
                <numerusform>Puntuación {rating} tras %n acertijos puntuados</numerusform>
            </translation>
        </message>
        <message>
            <source>No rated puzzles yet</source>
            <translation>Aún no hay acertijos puntuados</translation>
        </message>
        <message>
            <source>Solve a practice puzzle (Game &gt; Practice…) to see your rating here.</source>
            <translation>Resuelve un acertijo de práctica (Juego &gt; Práctica…) para ver aquí tu puntuación.</translation>
        </message>
        <message>
            <source>rating after each of {count} rated puzzles, oldest left (everyone starts at {start})</source>
            <translation>puntuación tras cada uno de los {count} acertijos puntuados, el más antiguo a la izquierda (todos empiezan en {start})</translation>
        </message>
        <message>
            <source>Right the first time, per technique (retries are not counted):</source>
            <translation>Acertados a la primera, por técnica (los reintentos no cuentan):</translation>
        </message>
        <message>
            <source>Accuracy per technique</source>
            <translation>Precisión por técnica</translation>
        </message>
        <message>
            <source>Puzzles</source>
            <translation>Acertijos</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Acertados</translation>
        </message>
        <message>
            <source>Accuracy</source>
            <translation>Precisión</translation>
        </message>
        <message numerus="yes">
            <source>Your practice rating: {rating} ± {deviation} after %n rated puzzle(s).</source>
            <translation>
                <numerusform>Tu puntuación de práctica: {rating} ± {deviation} tras %n acertijo puntuado.</numerusform>
                <numerusform>Tu puntuación de práctica: {rating} ± {deviation} tras %n acertijos puntuados.</numerusform>
            </translation>
        </message>
        <message>
            <source>No practice yet. Game &gt; Practice… trains one technique at a time with puzzles near your rating.</source>
            <translation>Aún no has practicado. Juego &gt; Práctica… entrena una técnica cada vez con acertijos cercanos a tu puntuación.</translation>
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
            <source>{name} is damaged: its header gives a 3BV of {said}, its board has {bv}.</source>
            <translation>{name} está dañado: su cabecera indica un 3BV de {said} y su tablero tiene {bv}.</translation>
        </message>
        <message>
            <source>{name} is damaged: its header gives a time of {said} s, but its events end at {end} s.</source>
            <translation>{name} está dañado: su cabecera indica un tiempo de {said} s, pero sus eventos terminan en {end} s.</translation>
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
            <source>The replay was not saved: {reason}.</source>
            <translation>La repetición no se guardó: {reason}.</translation>
        </message>
        <message>
            <source>the game is not over</source>
            <translation>la partida no ha terminado</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>el disco está lleno</translation>
        </message>
        <message>
            <source>the folder is read-only</source>
            <translation>la carpeta es de solo lectura</translation>
        </message>
        <message>
            <source>the recorder stopped (status {code})</source>
            <translation>la grabación se detuvo (código {code})</translation>
        </message>
        <message>
            <source>{name} has no event data to play back.</source>
            <translation>{name} no tiene eventos que reproducir.</translation>
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
            <source>{pixels} px</source>
            <translation>{pixels} px</translation>
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
            <source>Replay – {name}</source>
            <translation>Repetición – {name}</translation>
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
            <translation>Revisar…</translation>
        </message>
        <message>
            <source>Judge every click: forced by logic, a guess, or a mistake</source>
            <translation>Juzgar cada clic: forzado por la lógica, una suposición o un error</translation>
        </message>
        <message>
            <source>Previous click</source>
            <translation>Clic anterior</translation>
        </message>
        <message>
            <source>Next click</source>
            <translation>Clic siguiente</translation>
        </message>
        <message>
            <source>Replay time</source>
            <translation>Tiempo de la repetición</translation>
        </message>
        <message>
            <source>Speed:</source>
            <translation>Velocidad:</translation>
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
    <context>
        <name>Review</name>
        <message>
            <source>The first click was at {cell}, but this board starts at {start}.</source>
            <translation>El primer clic fue en {cell}, pero este tablero empieza en {start}.</translation>
        </message>
        <message>
            <source>A move at {cell} is off the board.</source>
            <translation>Una jugada en {cell} queda fuera del tablero.</translation>
        </message>
        <message>
            <source>Why: {reason}</source>
            <translation>Por qué: {reason}</translation>
        </message>
        <message>
            <source>first click</source>
            <translation>primer clic</translation>
        </message>
        <message>
            <source>forced</source>
            <translation>forzado</translation>
        </message>
        <message>
            <source>lucky guess</source>
            <translation>suposición con suerte</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>error</translation>
        </message>
        <message>
            <source>other</source>
            <translation>otro</translation>
        </message>
        <message numerus="yes">
            <source>Won in {seconds} s, %n move(s);</source>
            <translation>
                <numerusform>Ganada en {seconds} s, %n movimiento;</numerusform>
                <numerusform>Ganada en {seconds} s, %n movimientos;</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Lost in {seconds} s, %n move(s);</source>
            <translation>
                <numerusform>Perdida en {seconds} s, %n movimiento;</numerusform>
                <numerusform>Perdida en {seconds} s, %n movimientos;</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Not finished in {seconds} s, %n move(s);</source>
            <translation>
                <numerusform>Sin terminar tras {seconds} s, %n movimiento;</numerusform>
                <numerusform>Sin terminar tras {seconds} s, %n movimientos;</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n forced,</source>
            <translation>
                <numerusform>%n forzado,</numerusform>
                <numerusform>%n forzados,</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n lucky guess(es),</source>
            <translation>
                <numerusform>%n suposición con suerte,</numerusform>
                <numerusform>%n suposiciones con suerte,</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mistake(s).</source>
            <translation>
                <numerusform>%n error.</numerusform>
                <numerusform>%n errores.</numerusform>
            </translation>
        </message>
        <message>
            <source>Every move you could prove, you made by logic.</source>
            <translation>Cada movimiento que podías demostrar lo hiciste con lógica.</translation>
        </message>
        <message>
            <source>Move {number} was the first the numbers did not prove, while a move they proved was there to make.</source>
            <translation>El movimiento {number} fue el primero que los números no demostraban, cuando había uno demostrado por hacer.</translation>
        </message>
        <message>
            <source>under 1%</source>
            <translation>menos del 1 %</translation>
        </message>
        <message>
            <source>over 99%</source>
            <translation>más del 99 %</translation>
        </message>
        <message>
            <source>The numbers proved it.</source>
            <translation>Los números lo demostraban.</translation>
        </message>
        <message>
            <source>The chance of a mine there was {percent}.</source>
            <translation>La probabilidad de que hubiera una mina ahí era del {percent}.</translation>
        </message>
        <message>
            <source>After the end of the game.</source>
            <translation>Después del final de la partida.</translation>
        </message>
        <message>
            <source>The first click at {cell} opened a single {value}.</source>
            <translation>El primer clic en {cell} abrió un solo {value}.</translation>
        </message>
        <message>
            <source>The first click at {cell}: it always opens an area.</source>
            <translation>El primer clic en {cell}: siempre abre una zona.</translation>
        </message>
        <message>
            <source>The hint took the wrong flag off {cell}.</source>
            <translation>La pista quitó la bandera equivocada de {cell}.</translation>
        </message>
        <message>
            <source>The hint flagged {cell}, which was proven.</source>
            <translation>La pista puso una bandera en {cell}, lo cual estaba demostrado.</translation>
        </message>
        <message>
            <source>The hint opened {cell}, which was proven.</source>
            <translation>La pista abrió {cell}, lo cual estaba demostrado.</translation>
        </message>
        <message>
            <source>Took the flag off {cell} (it was right).</source>
            <translation>Quitaste la bandera de {cell} (era correcta).</translation>
        </message>
        <message>
            <source>Took the flag off {cell} (it was wrong).</source>
            <translation>Quitaste la bandera de {cell} (era incorrecta).</translation>
        </message>
        <message>
            <source>A question mark on {cell}.</source>
            <translation>Un signo de interrogación en {cell}.</translation>
        </message>
        <message>
            <source>Took the question mark off {cell}.</source>
            <translation>Quitaste el signo de interrogación de {cell}.</translation>
        </message>
        <message>
            <source>Nothing changed at {cell}.</source>
            <translation>Nada cambió en {cell}.</translation>
        </message>
        <message>
            <source>A click at {cell} that opened nothing.</source>
            <translation>Un clic en {cell} que no abrió nada.</translation>
        </message>
        <message>
            <source>Opened {cell}: it was a mine.</source>
            <translation>Abriste {cell}: era una mina.</translation>
        </message>
        <message>
            <source>A chord on the number at {cell} opened a mine at {mine}.</source>
            <translation>Una apertura múltiple sobre el número de {cell} abrió una mina en {mine}.</translation>
        </message>
        <message>
            <source>Opened {cell}: it was provably safe.</source>
            <translation>Abriste {cell}: era segura de forma demostrable.</translation>
        </message>
        <message>
            <source>A chord on the number at {cell}: it was provably safe.</source>
            <translation>Una apertura múltiple sobre el número de {cell}: era segura de forma demostrable.</translation>
        </message>
        <message>
            <source>A chord on the number at {cell}: every cell it opened was provably safe.</source>
            <translation>Una apertura múltiple sobre el número de {cell}: cada casilla que abrió era segura de forma demostrable.</translation>
        </message>
        <message>
            <source>A chord on the number at {cell}: a guess that happened to be safe; nothing proved it yet.</source>
            <translation>Una apertura múltiple sobre el número de {cell}: una suposición que resultó segura; nada lo demostraba todavía.</translation>
        </message>
        <message>
            <source>Opened {cell}: a guess that happened to be safe; nothing proved it yet.</source>
            <translation>Abriste {cell}: una suposición que resultó segura; nada lo demostraba todavía.</translation>
        </message>
        <message>
            <source>Flagged {cell}, but the numbers proved it safe.</source>
            <translation>Pusiste una bandera en {cell}, pero los números demostraban que era segura.</translation>
        </message>
        <message>
            <source>Flagged {cell}, but there is no mine there.</source>
            <translation>Pusiste una bandera en {cell}, pero ahí no hay ninguna mina.</translation>
        </message>
        <message>
            <source>Flagged {cell}: it was a proven mine.</source>
            <translation>Pusiste una bandera en {cell}: era una mina demostrada.</translation>
        </message>
        <message>
            <source>Flagged {cell} before the first click: a guess.</source>
            <translation>Pusiste una bandera en {cell} antes del primer clic: una suposición.</translation>
        </message>
        <message>
            <source>Flagged {cell}: a guess that happened to be right; nothing proved it yet.</source>
            <translation>Pusiste una bandera en {cell}: una suposición que resultó correcta; nada lo demostraba todavía.</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Game review – {title}</source>
            <translation>Revisión de la partida – {title}</translation>
        </message>
        <message>
            <source>Game review</source>
            <translation>Revisión de la partida</translation>
        </message>
        <message>
            <source>Reviewing the game…</source>
            <translation>Revisando la partida…</translation>
        </message>
        <message>
            <source>Previous step (Left)</source>
            <translation>Paso anterior (Izquierda)</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>Paso</translation>
        </message>
        <message>
            <source>Next step (Right)</source>
            <translation>Paso siguiente (Derecha)</translation>
        </message>
        <message>
            <source>First unproven move</source>
            <translation>Primer movimiento no demostrado</translation>
        </message>
        <message>
            <source>Show the logic (the solver's way through this board)</source>
            <translation>Mostrar la lógica (el camino del solucionador por este tablero)</translation>
        </message>
        <message>
            <source>Reviewing the game… move {move} of {total}</source>
            <translation>Revisando la partida… jugada {move} de {total}</translation>
        </message>
        <message>
            <source>Working out the solver's way through this board…</source>
            <translation>Calculando el camino del solucionador por este tablero…</translation>
        </message>
        <message numerus="yes">
            <source>End (%n move(s))</source>
            <translation>
                <numerusform>Final (%n movimiento)</numerusform>
                <numerusform>Final (%n movimientos)</numerusform>
            </translation>
        </message>
        <message>
            <source>Move {number} of {count}</source>
            <translation>Movimiento {number} de {count}</translation>
        </message>
        <message numerus="yes">
            <source>End (%n step(s))</source>
            <translation>
                <numerusform>Final (%n paso)</numerusform>
                <numerusform>Final (%n pasos)</numerusform>
            </translation>
        </message>
        <message>
            <source>The solver is through: every safe cell is open.</source>
            <translation>El solucionador ha terminado: todas las casillas seguras están abiertas.</translation>
        </message>
        <message>
            <source>Nothing more can be proven from here.</source>
            <translation>Desde aquí no se puede demostrar nada más.</translation>
        </message>
        <message>
            <source>Step {number} of {count}</source>
            <translation>Paso {number} de {count}</translation>
        </message>
        <message>
            <source>A mine: {cell}</source>
            <translation>Una mina: {cell}</translation>
        </message>
        <message>
            <source>Safe: {cell}</source>
            <translation>Segura: {cell}</translation>
        </message>
        <message>
            <source>(with the mine count)</source>
            <translation>(con el total de minas)</translation>
        </message>
        <message>
            <source>{taken} s · at {at} s</source>
            <translation>{taken} s · a los {at} s</translation>
        </message>
        <message>
            <source>The first move the numbers did not prove. What could be proven instead (green, from the blue numbers):</source>
            <translation>El primer movimiento que los números no demostraban. Lo que se podía demostrar en su lugar (en verde, a partir de los números azules):</translation>
        </message>
        <message>
            <source>The first move the numbers did not prove. What could be proven instead (from the blue numbers):</source>
            <translation>El primer movimiento que los números no demostraban. Lo que se podía demostrar en su lugar (a partir de los números azules):</translation>
        </message>
        <message>
            <source>A forced move was there instead (green), e.g. {cells}.</source>
            <translation>En su lugar había un movimiento forzado (en verde), p. ej. {cells}.</translation>
        </message>
        <message>
            <source>Forced</source>
            <translation>Forzados</translation>
        </message>
        <message>
            <source>Lucky guesses</source>
            <translation>Suposiciones con suerte</translation>
        </message>
        <message>
            <source>Mistakes</source>
            <translation>Errores</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>the disk is full</source>
            <translation>el disco está lleno</translation>
        </message>
        <message>
            <source>the folder is read-only</source>
            <translation>la carpeta es de solo lectura</translation>
        </message>
        <message>
            <source>the folder cannot be written ({detail})</source>
            <translation>no se puede escribir en la carpeta ({detail})</translation>
        </message>
        <message>
            <source>The settings file could not be read; defaults are used, and the file is kept beside the new one when a setting is saved.</source>
            <translation>No se pudo leer el archivo de ajustes; se usan los valores predeterminados, y el archivo se conservará junto al nuevo cuando se guarde un ajuste.</translation>
        </message>
        <message>
            <source>Your settings could not be saved: {cause} ({folder}). The settings saved before are kept, and your changes last until the game closes.</source>
            <translation>No se pudieron guardar tus ajustes: {cause} ({folder}). Se conservan los ajustes guardados antes, y tus cambios duran hasta que se cierre el juego.</translation>
        </message>
        <message>
            <source>Some settings had values this game cannot use ({settings}); their defaults are used until the game closes, and the file was left as it is: {cause}.</source>
            <translation>Algunos ajustes tenían valores que este juego no puede usar ({settings}); se usan sus valores predeterminados hasta que se cierre el juego, y el archivo se dejó como estaba: {cause}.</translation>
        </message>
        <message>
            <source>Some settings had values this game cannot use and were set back to their defaults: {settings}. Your other settings are kept; the file as it was is kept as {file} in {folder}.</source>
            <translation>Algunos ajustes tenían valores que este juego no puede usar y volvieron a sus valores predeterminados: {settings}. Tus demás ajustes se conservan; el archivo tal como estaba se guarda como {file} en {folder}.</translation>
        </message>
    </context>
    <context>
        <name>Speech</name>
        <message>
            <source>Left button down</source>
            <translation>Botón izquierdo pulsado</translation>
        </message>
        <message>
            <source>Left button up</source>
            <translation>Botón izquierdo soltado</translation>
        </message>
        <message>
            <source>Right button down</source>
            <translation>Botón derecho pulsado</translation>
        </message>
        <message>
            <source>Right button up</source>
            <translation>Botón derecho soltado</translation>
        </message>
        <message>
            <source>Middle button down</source>
            <translation>Botón central pulsado</translation>
        </message>
        <message>
            <source>Middle button up</source>
            <translation>Botón central soltado</translation>
        </message>
        <message>
            <source>Pointer moved</source>
            <translation>Puntero movido</translation>
        </message>
        <message>
            <source>{seconds} of {total} s, move {move} of {moves}.</source>
            <translation>{seconds} de {total} s, jugada {move} de {moves}.</translation>
        </message>
        <message>
            <source>A mine: game lost.</source>
            <translation>Una mina: partida perdida.</translation>
        </message>
        <message>
            <source>It opened: {state}.</source>
            <translation>Se abrió: {state}.</translation>
        </message>
        <message>
            <source>Opened {cell}: {state}.</source>
            <translation>Abierta {cell}: {state}.</translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s) opened.</source>
            <translation>
                <numerusform>%n casilla abierta.</numerusform>
                <numerusform>%n casillas abiertas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s) covered again.</source>
            <translation>
                <numerusform>%n casilla cubierta de nuevo.</numerusform>
                <numerusform>%n casillas cubiertas de nuevo.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) placed.</source>
            <translation>
                <numerusform>%n bandera puesta.</numerusform>
                <numerusform>%n banderas puestas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) removed.</source>
            <translation>
                <numerusform>%n bandera quitada.</numerusform>
                <numerusform>%n banderas quitadas.</numerusform>
            </translation>
        </message>
        <message>
            <source>The board is cleared.</source>
            <translation>El tablero está despejado.</translation>
        </message>
        <message>
            <source>off the board</source>
            <translation>fuera del tablero</translation>
        </message>
        <message>
            <source>{action} at {cell}.</source>
            <translation>{action} en {cell}.</translation>
        </message>
        <message>
            <source>Playing.</source>
            <translation>Reproduciendo.</translation>
        </message>
        <message>
            <source>Paused. {position}</source>
            <translation>En pausa. {position}</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>vacía</translation>
        </message>
        <message>
            <source>covered</source>
            <translation>cubierta</translation>
        </message>
        <message>
            <source>flagged</source>
            <translation>con bandera</translation>
        </message>
        <message>
            <source>question mark</source>
            <translation>signo de interrogación</translation>
        </message>
        <message>
            <source>exploded mine</source>
            <translation>mina explotada</translation>
        </message>
        <message>
            <source>mine</source>
            <translation>mina</translation>
        </message>
        <message>
            <source>flagged, no mine</source>
            <translation>con bandera, sin mina</translation>
        </message>
        <message>
            <source>above left</source>
            <translation>arriba a la izquierda</translation>
        </message>
        <message>
            <source>above</source>
            <translation>arriba</translation>
        </message>
        <message>
            <source>above right</source>
            <translation>arriba a la derecha</translation>
        </message>
        <message>
            <source>left</source>
            <translation>a la izquierda</translation>
        </message>
        <message>
            <source>right</source>
            <translation>a la derecha</translation>
        </message>
        <message>
            <source>below left</source>
            <translation>abajo a la izquierda</translation>
        </message>
        <message>
            <source>below</source>
            <translation>abajo</translation>
        </message>
        <message>
            <source>below right</source>
            <translation>abajo a la derecha</translation>
        </message>
        <message>
            <source>{cell}, {state}</source>
            <translation>{cell}, {state}</translation>
        </message>
        <message>
            <source>{name}: {description}</source>
            <translation>{name}: {description}</translation>
        </message>
        <message>
            <source>Minesweeper board</source>
            <translation>Tablero del buscaminas</translation>
        </message>
        <message>
            <source>{rows} by {columns}.</source>
            <translation>{rows} por {columns}.</translation>
        </message>
        <message numerus="yes">
            <source>%n row(s)</source>
            <translation>
                <numerusform>%n fila</numerusform>
                <numerusform>%n filas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n column(s)</source>
            <translation>
                <numerusform>%n columna</numerusform>
                <numerusform>%n columnas</numerusform>
            </translation>
        </message>
        <message>
            <source>Arrows move, Space opens, F flags. I reads the cell, L its row and column, N the cells around it, R its row, K its column, M the mines left, T the time, A repeats the last announcement. J, O and E jump to the hint's cell, the next covered cell and the next cell beside a number; G goes to a typed row and column.</source>
            <translation>Las flechas mueven, Espacio abre, F pone bandera. I lee la casilla, L su fila y columna, N las casillas de alrededor, R su fila, K su columna, M las minas restantes, T el tiempo, A repite el último aviso. J, O y E saltan a la casilla de la pista, a la siguiente casilla cubierta y a la siguiente casilla junto a un número; G va a una fila y columna escritas.</translation>
        </message>
        <message>
            <source>{direction} {state}</source>
            <translation>{direction} {state}</translation>
        </message>
        <message>
            <source>Around {cell}: {cells}.</source>
            <translation>Alrededor de {cell}: {cells}.</translation>
        </message>
        <message numerus="yes">
            <source>%n covered</source>
            <translation>
                <numerusform>%n cubierta</numerusform>
                <numerusform>%n cubiertas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flagged</source>
            <translation>
                <numerusform>%n con bandera</numerusform>
                <numerusform>%n con bandera</numerusform>
            </translation>
        </message>
        <message>
            <source>numbers {numbers}</source>
            <translation>números {numbers}</translation>
        </message>
        <message numerus="yes">
            <source>%n empty</source>
            <translation>
                <numerusform>%n vacía</numerusform>
                <numerusform>%n vacías</numerusform>
            </translation>
        </message>
        <message>
            <source>Around: {counts}.</source>
            <translation>Alrededor: {counts}.</translation>
        </message>
        <message numerus="yes">
            <source>%n more flag(s) than mines.</source>
            <translation>
                <numerusform>%n bandera más que minas.</numerusform>
                <numerusform>%n banderas más que minas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mine(s) left.</source>
            <translation>
                <numerusform>Queda %n mina.</numerusform>
                <numerusform>Quedan %n minas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n second(s).</source>
            <translation>
                <numerusform>%n segundo.</numerusform>
                <numerusform>%n segundos.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} {value}</source>
            <translation>{name} {value}</translation>
        </message>
        <message>
            <source>{headline} {numbers}.</source>
            <translation>{headline} {numbers}.</translation>
        </message>
        <message>
            <source>Nothing has been said yet.</source>
            <translation>Todavía no se ha dicho nada.</translation>
        </message>
        <message>
            <source>{state}.</source>
            <translation>{state}.</translation>
        </message>
        <message numerus="yes">
            <source>{state}, %n cell(s) opened.</source>
            <translation>
                <numerusform>{state}, %n casilla abierta.</numerusform>
                <numerusform>{state}, %n casillas abiertas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s) opened around it.</source>
            <translation>
                <numerusform>%n casilla abierta alrededor.</numerusform>
                <numerusform>%n casillas abiertas alrededor.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Flagged, %n mine(s) left.</source>
            <translation>
                <numerusform>Bandera puesta, queda %n mina.</numerusform>
                <numerusform>Bandera puesta, quedan %n minas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Flag removed, %n mine(s) left.</source>
            <translation>
                <numerusform>Bandera quitada, queda %n mina.</numerusform>
                <numerusform>Bandera quitada, quedan %n minas.</numerusform>
            </translation>
        </message>
        <message>
            <source>Question mark.</source>
            <translation>Signo de interrogación.</translation>
        </message>
        <message>
            <source>{cell} is already open.</source>
            <translation>{cell} ya está abierta.</translation>
        </message>
        <message>
            <source>{cell} is open; only covered cells take a flag.</source>
            <translation>{cell} está abierta; solo las casillas cubiertas llevan bandera.</translation>
        </message>
        <message>
            <source>{cell} is flagged; F removes the flag.</source>
            <translation>{cell} tiene bandera; F la quita.</translation>
        </message>
        <message>
            <source>Edge of the board.</source>
            <translation>Borde del tablero.</translation>
        </message>
        <message>
            <source>The game is over; F2 starts a new one.</source>
            <translation>La partida ha terminado; F2 empieza una nueva.</translation>
        </message>
        <message numerus="yes">
            <source>New game, {rows} by {columns}, %n mine(s).</source>
            <translation>
                <numerusform>Partida nueva, {rows} por {columns}, %n mina.</numerusform>
                <numerusform>Partida nueva, {rows} por {columns}, %n minas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>New {level} game, {rows} by {columns}, %n mine(s).</source>
            <translation>
                <numerusform>Partida nueva {level}, {rows} por {columns}, %n mina.</numerusform>
                <numerusform>Partida nueva {level}, {rows} por {columns}, %n minas.</numerusform>
            </translation>
        </message>
        <message>
            <source>Paused; P plays on.</source>
            <translation>En pausa; P continúa.</translation>
        </message>
        <message>
            <source>Playing again.</source>
            <translation>La partida sigue.</translation>
        </message>
        <message numerus="yes">
            <source>%n {state}</source>
            <translation>
                <numerusform>%n {state}</numerusform>
                <numerusform>%n {state}</numerusform>
            </translation>
        </message>
        <message>
            <source>Row {row}: {cells}.</source>
            <translation>Fila {row}: {cells}.</translation>
        </message>
        <message>
            <source>Column {column}: {cells}.</source>
            <translation>Columna {column}: {cells}.</translation>
        </message>
        <message>
            <source>No hint names a cell yet; H asks for one.</source>
            <translation>Ninguna pista nombra aún una casilla; H pide una.</translation>
        </message>
        <message>
            <source>No covered cell is left.</source>
            <translation>No queda ninguna casilla cubierta.</translation>
        </message>
        <message>
            <source>No covered cell touches an opened number.</source>
            <translation>Ninguna casilla cubierta toca un número abierto.</translation>
        </message>
        <message>
            <source>The cursor is on {cell} already.</source>
            <translation>El cursor ya está en {cell}.</translation>
        </message>
        <message>
            <source>Go to: type the row and the column, such as 3 5, then Enter (rows 1 to {rows}, columns 1 to {columns}).</source>
            <translation>Ir a: escribe la fila y la columna, por ejemplo 3 5, y luego Intro (filas 1 a {rows}, columnas 1 a {columns}).</translation>
        </message>
        <message>
            <source>The cursor stays.</source>
            <translation>El cursor se queda.</translation>
        </message>
        <message>
            <source>That is no cell: type a row from 1 to {rows} and a column from 1 to {columns}.</source>
            <translation>Eso no es una casilla: escribe una fila de 1 a {rows} y una columna de 1 a {columns}.</translation>
        </message>
        <message>
            <source>Return goes on to the next one; J jumps to the cell the answer is about.</source>
            <translation>Intro pasa al siguiente; J salta a la casilla de la que trata la respuesta.</translation>
        </message>
        <message>
            <source>This one is answered.</source>
            <translation>Este ya está respondido.</translation>
        </message>
        <message>
            <source>Find a cell this position proves: Space opens a safe cell, F flags a mine; the cursor is at the first covered cell beside a number.</source>
            <translation>Encuentra una casilla que esta posición demuestre: Espacio abre una casilla segura, F marca una mina; el cursor está en la primera casilla cubierta junto a un número.</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>These statistics were written by a newer version of the game, so this version shows them but never changes them. Your history is shown; new results are kept beside them in {file} ({folder}) until a newer version adds them.</source>
            <translation>Estas estadísticas las escribió una versión más reciente del juego, así que esta versión las muestra pero nunca las modifica. Tu historial se muestra; los resultados nuevos se guardan aparte en {file} ({folder}) hasta que una versión más reciente los añada.</translation>
        </message>
        <message>
            <source>These statistics were written by a newer version of the game, so this version never changes them. Your history cannot be shown; new results are kept beside them in {file} ({folder}) until a newer version adds them.</source>
            <translation>Estas estadísticas las escribió una versión más reciente del juego, así que esta versión nunca las modifica. Tu historial no se puede mostrar; los resultados nuevos se guardan aparte en {file} ({folder}) hasta que una versión más reciente los añada.</translation>
        </message>
        <message>
            <source>The statistics cannot be saved right now: {cause}. Your history is shown; new results are kept and saved when the file can be written again.</source>
            <translation>Ahora mismo no se pueden guardar las estadísticas: {cause}. Tu historial se muestra; los resultados nuevos se conservan y se guardarán cuando se pueda volver a escribir el archivo.</translation>
        </message>
        <message>
            <source>The statistics cannot be saved right now: {cause}. Your history cannot be shown until then; new results are kept and saved when the file can be written again.</source>
            <translation>Ahora mismo no se pueden guardar las estadísticas: {cause}. Tu historial no se podrá mostrar hasta entonces; los resultados nuevos se conservan y se guardarán cuando se pueda volver a escribir el archivo.</translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be added to the statistics: {cause}. (It is|They are) kept in {file} in {folder} and added when a newer version of the game starts.</source>
            <translation>
                <numerusform>%n partida terminada no se pudo añadir a las estadísticas: {cause}. Se guarda en {file}, en {folder}, y se añadirá cuando se inicie una versión más reciente del juego.</numerusform>
                <numerusform>%n partidas terminadas no se pudieron añadir a las estadísticas: {cause}. Se guardan en {file}, en {folder}, y se añadirán cuando se inicie una versión más reciente del juego.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be added to the statistics: {cause}. (It is|They are) kept in {file} in {folder} and added the next time the game starts.</source>
            <translation>
                <numerusform>%n partida terminada no se pudo añadir a las estadísticas: {cause}. Se guarda en {file}, en {folder}, y se añadirá la próxima vez que se inicie el juego.</numerusform>
                <numerusform>%n partidas terminadas no se pudieron añadir a las estadísticas: {cause}. Se guardan en {file}, en {folder}, y se añadirán la próxima vez que se inicie el juego.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be saved in {folder}: {cause}. Free some space or make the folder writable before closing, or (it is|they are) lost.</source>
            <translation>
                <numerusform>%n partida terminada no se pudo guardar en {folder}: {cause}. Libera espacio o permite escribir en la carpeta antes de cerrar, o se perderá.</numerusform>
                <numerusform>%n partidas terminadas no se pudieron guardar en {folder}: {cause}. Libera espacio o permite escribir en la carpeta antes de cerrar, o se perderán.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be saved in {folder}: {cause}, and the folder cannot be written ({why}). Free some space or make the folder writable before closing, or (it is|they are) lost.</source>
            <translation>
                <numerusform>%n partida terminada no se pudo guardar en {folder}: {cause}, y no se puede escribir en la carpeta ({why}). Libera espacio o permite escribir en la carpeta antes de cerrar, o se perderá.</numerusform>
                <numerusform>%n partidas terminadas no se pudieron guardar en {folder}: {cause}, y no se puede escribir en la carpeta ({why}). Libera espacio o permite escribir en la carpeta antes de cerrar, o se perderán.</numerusform>
            </translation>
        </message>
        <message>
            <source>One result could not be saved because the statistics file cannot hold its values; it was left out (the details are in minesweeper.log), and the other results are saved as usual.</source>
            <translation>Un resultado no se pudo guardar porque el archivo de estadísticas no admite sus valores; se ha omitido (los detalles están en minesweeper.log) y los demás resultados se guardan como siempre.</translation>
        </message>
        <message>
            <source>One result holds impossible values (a time, a count or a level that cannot be), so it was not saved (the details are in minesweeper.log); the other results are saved as usual.</source>
            <translation>Un resultado contiene valores imposibles (un tiempo, un recuento o un nivel que no puede existir), así que no se ha guardado (los detalles están en minesweeper.log); los demás resultados se guardan como siempre.</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) in the statistics file {file} hold(s) impossible values (a time, a count or a level that cannot be); (it is|they are) left in the file but not shown or counted.</source>
            <translation>
                <numerusform>%n partida del archivo de estadísticas {file} contiene valores imposibles (un tiempo, un recuento o un nivel que no puede existir); se queda en el archivo, pero no se muestra ni se cuenta.</numerusform>
                <numerusform>%n partidas del archivo de estadísticas {file} contienen valores imposibles (un tiempo, un recuento o un nivel que no puede existir); se quedan en el archivo, pero no se muestran ni se cuentan.</numerusform>
            </translation>
        </message>
        <message>
            <source>Results kept from an earlier session could not be read; the file {file} in {folder} was left as it is.</source>
            <translation>No se pudieron leer los resultados guardados de una sesión anterior; el archivo {file} de {folder} se dejó tal como estaba.</translation>
        </message>
        <message>
            <source>The result could not be saved yet: {cause}. It is kept and saved with the next result, in a moment, or when the game closes.</source>
            <translation>El resultado aún no se pudo guardar: {cause}. Se conserva y se guardará con el próximo resultado, dentro de un momento o al cerrar el juego.</translation>
        </message>
        <message>
            <source>The statistics file could not be read; it was kept as {file} in {folder} and a new one was started.</source>
            <translation>No se pudo leer el archivo de estadísticas; se conservó como {file} en {folder} y se empezó uno nuevo.</translation>
        </message>
        <message>
            <source>The history could not be exported to {file} ({detail}).</source>
            <translation>No se pudo exportar el historial a {file} ({detail}).</translation>
        </message>
        <message>
            <source>another window or program is using the statistics (the file is locked)</source>
            <translation>otra ventana u otro programa está usando las estadísticas (el archivo está bloqueado)</translation>
        </message>
        <message>
            <source>the statistics file or its folder is read-only</source>
            <translation>el archivo de estadísticas o su carpeta es de solo lectura</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>el disco está lleno</translation>
        </message>
        <message>
            <source>the statistics file may not be written (no permission)</source>
            <translation>no se permite escribir en el archivo de estadísticas (sin permiso)</translation>
        </message>
        <message>
            <source>the statistics file cannot be opened</source>
            <translation>no se puede abrir el archivo de estadísticas</translation>
        </message>
        <message>
            <source>the disk reported a read or write error</source>
            <translation>el disco informó de un error de lectura o escritura</translation>
        </message>
        <message>
            <source>the statistics were written by a newer version of the game</source>
            <translation>las estadísticas las escribió una versión más reciente del juego</translation>
        </message>
        <message>
            <source>the statistics folder cannot be used ({detail})</source>
            <translation>no se puede usar la carpeta de estadísticas ({detail})</translation>
        </message>
        <message>
            <source>the statistics file cannot be written ({detail})</source>
            <translation>no se puede escribir el archivo de estadísticas ({detail})</translation>
        </message>
        <message>
            <source>The statistics cannot be reset now. {problem}</source>
            <translation>Ahora no se pueden restablecer las estadísticas. {problem}</translation>
        </message>
        <message>
            <source>The statistics could not be reset: {cause}.</source>
            <translation>No se pudieron restablecer las estadísticas: {cause}.</translation>
        </message>
        <message>
            <source>none</source>
            <translation>ninguno</translation>
        </message>
        <message>
            <source>This game cannot be reviewed: {reason}</source>
            <translation>Esta partida no se puede revisar: {reason}</translation>
        </message>
        <message>
            <source>Win a game to see your times here.</source>
            <translation>Gana una partida para ver aquí tus tiempos.</translation>
        </message>
        <message numerus="yes">
            <source>last %n won game(s) per level, oldest left (time on a log scale)</source>
            <translation>
                <numerusform>última %n partida ganada por nivel, la más antigua a la izquierda (tiempo en escala logarítmica)</numerusform>
                <numerusform>últimas %n partidas ganadas por nivel, la más antigua a la izquierda (tiempo en escala logarítmica)</numerusform>
            </translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Estadísticas</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Nivel</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Jugadas</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Ganadas</translation>
        </message>
        <message>
            <source>Abandoned</source>
            <translation>Abandonadas</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Porcentaje de victorias</translation>
        </message>
        <message>
            <source>Streak</source>
            <translation>Racha</translation>
        </message>
        <message>
            <source>Best streak</source>
            <translation>Mejor racha</translation>
        </message>
        <message>
            <source>Best time</source>
            <translation>Mejor tiempo</translation>
        </message>
        <message>
            <source>Levels</source>
            <translation>Niveles</translation>
        </message>
        <message>
            <source>Recent winning times</source>
            <translation>Tiempos de las últimas victorias</translation>
        </message>
        <message>
            <source>Level:</source>
            <translation>Nivel:</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Tiempo</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Fecha</translation>
        </message>
        <message>
            <source>Logic</source>
            <translation>Lógica</translation>
        </message>
        <message>
            <source>Best times</source>
            <translation>Mejores tiempos</translation>
        </message>
        <message>
            <source>Counted: games won without hints or undo, not replays.</source>
            <translation>Cuentan: partidas ganadas sin pistas ni deshacer, sin repeticiones.</translation>
        </message>
        <message>
            <source>Show:</source>
            <translation>Mostrar:</translation>
        </message>
        <message>
            <source>All results</source>
            <translation>Todos los resultados</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Perdidas</translation>
        </message>
        <message>
            <source>Review…</source>
            <translation>Revisar…</translation>
        </message>
        <message>
            <source>Step through the selected game's moves</source>
            <translation>Recorrer los movimientos de la partida elegida</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Exportar CSV…</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>Pistas</translation>
        </message>
        <message>
            <source>Clicks</source>
            <translation>Clics</translation>
        </message>
        <message>
            <source>Board id</source>
            <translation>Identificador del tablero</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Historial</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>Práctica</translation>
        </message>
        <message>
            <source>Reset…</source>
            <translation>Restablecer…</translation>
        </message>
        <message>
            <source>All levels</source>
            <translation>Todos los niveles</translation>
        </message>
        <message>
            <source>This game was stored without its moves.</source>
            <translation>Esta partida se guardó sin sus movimientos.</translation>
        </message>
        <message>
            <source>its moves cannot be read</source>
            <translation>sus movimientos no se pueden leer</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Revisión</translation>
        </message>
        <message>
            <source>Export history</source>
            <translation>Exportar historial</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>Archivos CSV (*.csv)</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) exported to {path}.</source>
            <translation>
                <numerusform>%n partida exportada a {path}.</numerusform>
                <numerusform>%n partidas exportadas a {path}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Restablecer estadísticas</translation>
        </message>
        <message>
            <source>Forget every finished game, best time and streak? This cannot be undone.</source>
            <translation>¿Olvidar todas las partidas terminadas, mejores tiempos y rachas? No se puede deshacer.</translation>
        </message>
        <message>
            <source>abandoned (replay)</source>
            <translation>abandonada (repetición)</translation>
        </message>
        <message>
            <source>abandoned (undo)</source>
            <translation>abandonada (deshacer)</translation>
        </message>
        <message>
            <source>abandoned</source>
            <translation>abandonada</translation>
        </message>
        <message>
            <source>won (replay)</source>
            <translation>ganada (repetición)</translation>
        </message>
        <message>
            <source>lost (replay)</source>
            <translation>perdida (repetición)</translation>
        </message>
        <message>
            <source>won (undo)</source>
            <translation>ganada (deshacer)</translation>
        </message>
        <message>
            <source>lost (undo)</source>
            <translation>perdida (deshacer)</translation>
        </message>
        <message>
            <source>won</source>
            <translation>ganada</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>perdida</translation>
        </message>
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
        <name>Status</name>
        <message>
            <source>This board starts at {cell} (marked): click it, or press Space on it, to begin.</source>
            <translation>Este tablero empieza en {cell} (marcada): pulsa ahí, o pulsa Espacio sobre ella, para empezar.</translation>
        </message>
        <message>
            <source>Click any cell, or press Space on it, to start: the first cell opened always opens an area.</source>
            <translation>Pulsa cualquier casilla, o pulsa Espacio sobre ella, para empezar: la primera casilla abierta siempre abre una zona.</translation>
        </message>
        <message>
            <source>Click the marked cell at {cell}, or press Space on it, to start this board.</source>
            <translation>Pulsa la casilla marcada en {cell}, o pulsa Espacio sobre ella, para empezar este tablero.</translation>
        </message>
        <message>
            <source>No flags to check.</source>
            <translation>No hay banderas que comprobar.</translation>
        </message>
        <message>
            <source>Why the mine was hit could not be worked out: {error}</source>
            <translation>No se pudo averiguar por qué se pisó la mina: {error}</translation>
        </message>
        <message>
            <source>The board could not be prepared: {error}</source>
            <translation>No se pudo preparar el tablero: {error}</translation>
        </message>
        <message>
            <source>The analysis could not work this position out: {error}</source>
            <translation>El análisis no pudo resolver esta posición: {error}</translation>
        </message>
        <message>
            <source>The helper could not work this position out: {error}</source>
            <translation>El ayudante no pudo resolver esta posición: {error}</translation>
        </message>
        <message>
            <source>Retry: the same board again (a replay, not counted for best times).</source>
            <translation>Reintento: el mismo tablero otra vez (una repetición, no cuenta para los mejores tiempos).</translation>
        </message>
        <message>
            <source>The daily board of {date}: the same for everyone today.</source>
            <translation>El tablero del día del {date}: el mismo para todos hoy.</translation>
        </message>
        <message>
            <source>The board of this id ({width}x{height}, {mines} mines).</source>
            <translation>El tablero de este identificador ({width}x{height}, {mines} minas).</translation>
        </message>
        <message>
            <source>You have played it before: a replay, not counted for best times.</source>
            <translation>Ya lo has jugado: una repetición, no cuenta para los mejores tiempos.</translation>
        </message>
        <message>
            <source>It cannot be won without guessing: it was not made by a no-guess creator.</source>
            <translation>No se puede ganar sin adivinar: no lo creó un generador de tableros sin adivinanzas.</translation>
        </message>
        <message>
            <source>Logic: {grade}.</source>
            <translation>Lógica: {grade}.</translation>
        </message>
        <message>
            <source>Preparing the board…</source>
            <translation>Preparando el tablero…</translation>
        </message>
        <message>
            <source>Creating a board you can solve without guessing…</source>
            <translation>Creando un tablero que puedes resolver sin adivinar…</translation>
        </message>
        <message>
            <source>Creating a board you can solve without guessing, of logic grade “{grade}” (this may take a while)…</source>
            <translation>Creando un tablero de lógica «{grade}» que puedes resolver sin adivinar (puede tardar un poco)…</translation>
        </message>
        <message>
            <source>This board cannot be created: {reason}</source>
            <translation>Este tablero no se puede crear: {reason}</translation>
        </message>
        <message>
            <source>Creating the board failed unexpectedly ({error}). Please try again.</source>
            <translation>La creación del tablero falló inesperadamente ({error}). Inténtalo de nuevo.</translation>
        </message>
        <message>
            <source>The click that hit the mine is taken back; play on. This game now counts as assisted (no best time).</source>
            <translation>Se ha deshecho el clic que pisó la mina; sigue jugando. Esta partida cuenta ahora como asistida (sin mejor tiempo).</translation>
        </message>
        <message>
            <source>{text} It starts at {cell}, marked green: click it, or press Space on it, to begin.</source>
            <translation>{text} Empieza en {cell}, marcada en verde: pulsa ahí, o pulsa Espacio sobre ella, para empezar.</translation>
        </message>
        <message>
            <source>There is no board yet: it is made at your first click. Copy its id once you have started.</source>
            <translation>Todavía no hay tablero: se crea con tu primer clic. Copia su identificador cuando hayas empezado.</translation>
        </message>
        <message>
            <source>Board id copied: {id}. Anyone can play this board with Game &gt; Open board id (it shows where the mines are to whoever decodes it).</source>
            <translation>Identificador copiado: {id}. Cualquiera puede jugar este tablero con Juego &gt; Abrir un identificador de tablero (muestra dónde están las minas a quien lo decodifique).</translation>
        </message>
        <message>
            <source>This board id cannot be opened. {reason}</source>
            <translation>Este identificador de tablero no se puede abrir. {reason}</translation>
        </message>
    </context>
    <context>
        <name>Summary</name>
        <message>
            <source>{value}%</source>
            <translation>{value} %</translation>
        </message>
        <message>
            <source>Boom: a mine at {cell}.</source>
            <translation>¡Bum! Una mina en {cell}.</translation>
        </message>
        <message numerus="yes">
            <source>You won in {seconds} s with help (%n hint(s)).</source>
            <translation>
                <numerusform>Has ganado en {seconds} s con ayuda (%n pista).</numerusform>
                <numerusform>Has ganado en {seconds} s con ayuda (%n pistas).</numerusform>
            </translation>
        </message>
        <message>
            <source>You won in {seconds} s after an undo (not counted for best times).</source>
            <translation>Has ganado en {seconds} s tras deshacer (no cuenta para los mejores tiempos).</translation>
        </message>
        <message>
            <source>You won in {seconds} s on a retried board (not counted for best times).</source>
            <translation>Has ganado en {seconds} s en un tablero repetido (no cuenta para los mejores tiempos).</translation>
        </message>
        <message>
            <source>You won in {seconds} s: a new best time!</source>
            <translation>Has ganado en {seconds} s: ¡un nuevo mejor tiempo!</translation>
        </message>
        <message>
            <source>You won in {seconds} s.</source>
            <translation>Has ganado en {seconds} s.</translation>
        </message>
        <message>
            <source>— (wins only)</source>
            <translation>— (solo en victorias)</translation>
        </message>
        <message>
            <source>— (help was used)</source>
            <translation>— (con ayuda)</translation>
        </message>
        <message>
            <source>— (after an undo)</source>
            <translation>— (tras deshacer)</translation>
        </message>
        <message>
            <source>— (a retried board)</source>
            <translation>— (tablero repetido)</translation>
        </message>
        <message>
            <source>{rank} of {ranked}</source>
            <translation>{rank} de {ranked}</translation>
        </message>
        <message>
            <source>— (hints made moves)</source>
            <translation>— (las pistas hicieron jugadas)</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Tiempo</translation>
        </message>
        <message>
            <source>{seconds} s</source>
            <translation>{seconds} s</translation>
        </message>
        <message>
            <source>Clicks</source>
            <translation>Clics</translation>
        </message>
        <message>
            <source>Efficiency</source>
            <translation>Eficiencia</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>Pistas</translation>
        </message>
        <message>
            <source>none</source>
            <translation>ninguna</translation>
        </message>
        <message>
            <source>Logic</source>
            <translation>Lógica</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Puesto</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Reglas</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Estándar</translation>
        </message>
    </context>
    <context>
        <name>Window</name>
        <message>
            <source>No-guess Minesweeper</source>
            <translation>Buscaminas sin azar</translation>
        </message>
        <message>
            <source>B switches between the mines and the position before the mistake, where these cells are marked.</source>
            <translation>B alterna entre las minas y la posición antes del error, donde estas casillas están marcadas.</translation>
        </message>
        <message>
            <source>Working out why that cell was not safe…</source>
            <translation>Averiguando por qué esa casilla no era segura…</translation>
        </message>
        <message>
            <source>Mines left</source>
            <translation>Minas restantes</translation>
        </message>
        <message>
            <source>Seconds</source>
            <translation>Segundos</translation>
        </message>
        <message>
            <source>New game (F2)</source>
            <translation>Nueva partida (F2)</translation>
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
            <source>Making the board</source>
            <translation>Creando el tablero</translation>
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
    </context>
    <context>
        <name>argparse</name>
        <message>
            <source>usage: </source>
            <translation>uso: </translation>
        </message>
        <message>
            <source>positional arguments</source>
            <translation>argumentos posicionales</translation>
        </message>
        <message>
            <source>options</source>
            <translation>opciones</translation>
        </message>
        <message>
            <source>show this help message and exit</source>
            <translation>mostrar esta ayuda y salir</translation>
        </message>
        <message>
            <source>%(prog)s: error: %(message)s</source>
            <translation>%(prog)s: error: %(message)s</translation>
        </message>
        <message>
            <source>argument %(argument_name)s: %(message)s</source>
            <translation>argumento %(argument_name)s: %(message)s</translation>
        </message>
        <message>
            <source>unrecognized arguments: %s</source>
            <translation>argumentos no reconocidos: %s</translation>
        </message>
        <message>
            <source>the following arguments are required: %s</source>
            <translation>se requieren los siguientes argumentos: %s</translation>
        </message>
        <message>
            <source>one of the arguments %s is required</source>
            <translation>se requiere uno de los argumentos %s</translation>
        </message>
        <message>
            <source>not allowed with argument %s</source>
            <translation>no se permite con el argumento %s</translation>
        </message>
        <message>
            <source>ignored explicit argument %r</source>
            <translation>argumento explícito %r ignorado</translation>
        </message>
        <message>
            <source>expected one argument</source>
            <translation>se esperaba un argumento</translation>
        </message>
        <message>
            <source>expected at most one argument</source>
            <translation>se esperaba como máximo un argumento</translation>
        </message>
        <message>
            <source>expected at least one argument</source>
            <translation>se esperaba al menos un argumento</translation>
        </message>
        <message>
            <source>expected %s argument</source>
            <translation>se esperaba %s argumento</translation>
        </message>
        <message>
            <source>expected %s arguments</source>
            <translation>se esperaban %s argumentos</translation>
        </message>
        <message>
            <source>ambiguous option: %(option)s could match %(matches)s</source>
            <translation>opción ambigua: %(option)s podría ser %(matches)s</translation>
        </message>
        <message>
            <source>invalid %(type)s value: %(value)r</source>
            <translation>valor %(type)s no válido: %(value)r</translation>
        </message>
        <message>
            <source>invalid choice: %(value)r (choose from %(choices)s)</source>
            <translation>opción no válida: %(value)r (elige entre %(choices)s)</translation>
        </message>
        <message>
            <source>can't open '%(filename)s': %(error)s</source>
            <translation>no se puede abrir '%(filename)s': %(error)s</translation>
        </message>
    </context>
</TS>
