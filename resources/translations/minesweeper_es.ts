<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
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
            <source>Hard&amp;est (three+ numbers or the mine count)</source>
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
            <source>&amp;Copy board id</source>
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
