<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
    <context>
        <name>Levels</name>
        <message>
            <source>Custom {width}x{height}, {mines} mines</source>
            <translation>Benutzerdefiniert {width}x{height}, {mines} Minen</translation>
        </message>
        <message>
            <source>Beginner</source>
            <translation>Anfänger</translation>
        </message>
        <message>
            <source>Intermediate</source>
            <translation>Fortgeschritten</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Experte</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>&amp;System language</source>
            <translation>&amp;Systemsprache</translation>
        </message>
        <message>
            <source>the system's language</source>
            <translation>die Systemsprache</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Sprache</translation>
        </message>
        <message>
            <source>The game will speak {language} from its next start.</source>
            <translation>Ab dem nächsten Start spricht das Spiel {language}.</translation>
        </message>
        <message>
            <source>&amp;Question marks</source>
            <translation>&amp;Fragezeichen</translation>
        </message>
        <message>
            <source>Hints without &amp;flags</source>
            <translation>Hinweise ohne &amp;Flaggen</translation>
        </message>
        <message>
            <source>&amp;Auto-open trivially safe cells</source>
            <translation>Offensichtlich sichere Felder &amp;automatisch öffnen</translation>
        </message>
        <message>
            <source>&amp;Any</source>
            <translation>&amp;Beliebig</translation>
        </message>
        <message>
            <source>&amp;Easy (one number at a time)</source>
            <translation>&amp;Leicht (eine Zahl nach der anderen)</translation>
        </message>
        <message>
            <source>&amp;Hard (two numbers together)</source>
            <translation>&amp;Schwer (zwei Zahlen zusammen)</translation>
        </message>
        <message>
            <source>Hard&amp;est (three+ numbers or the mine count)</source>
            <translation>Am s&amp;chwersten (drei und mehr Zahlen oder die Minenzahl)</translation>
        </message>
        <message>
            <source>&amp;System</source>
            <translation>&amp;System</translation>
        </message>
        <message>
            <source>&amp;Light</source>
            <translation>&amp;Hell</translation>
        </message>
        <message>
            <source>&amp;Dark</source>
            <translation>&amp;Dunkel</translation>
        </message>
        <message>
            <source>&amp;Off</source>
            <translation>&amp;Aus</translation>
        </message>
        <message>
            <source>While a &amp;hint is shown</source>
            <translation>Während ein &amp;Hinweis angezeigt wird</translation>
        </message>
        <message>
            <source>&amp;Always</source>
            <translation>&amp;Immer</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Spiel</translation>
        </message>
        <message>
            <source>&amp;Options</source>
            <translation>&amp;Optionen</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Hinweis</translation>
        </message>
        <message>
            <source>&amp;Check flags</source>
            <translation>Flaggen &amp;prüfen</translation>
        </message>
        <message>
            <source>&amp;Lessons…</source>
            <translation>&amp;Lektionen…</translation>
        </message>
        <message>
            <source>&amp;About</source>
            <translation>&amp;Über</translation>
        </message>
        <message>
            <source>&amp;New game</source>
            <translation>&amp;Neues Spiel</translation>
        </message>
        <message>
            <source>&amp;Logic</source>
            <translation>&amp;Logik</translation>
        </message>
        <message>
            <source>&amp;Copy board id</source>
            <translation>Brett-ID &amp;kopieren</translation>
        </message>
        <message>
            <source>&amp;Open board id…</source>
            <translation>Brett-ID ö&amp;ffnen…</translation>
        </message>
        <message>
            <source>&amp;Daily board</source>
            <translation>&amp;Tagesbrett</translation>
        </message>
        <message>
            <source>&amp;{level} ({width}x{height}, {mines} mines)</source>
            <translation>&amp;{level} ({width}x{height}, {mines} Minen)</translation>
        </message>
        <message>
            <source>&amp;Custom…</source>
            <translation>&amp;Benutzerdefiniert…</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>&amp;Statistik…</translation>
        </message>
        <message>
            <source>&amp;Practice…</source>
            <translation>Ü&amp;bung…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <source>A&amp;nalysis (mine probabilities; marks the game as assisted)</source>
            <translation>A&amp;nalyse (Minenwahrscheinlichkeiten; das Spiel gilt als unterstützt)</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>&amp;Farbschema</translation>
        </message>
        <message>
            <source>Colour-&amp;blind numbers</source>
            <translation>Zahlen für &amp;Farbenblinde</translation>
        </message>
        <message>
            <source>Coo&amp;rdinates</source>
            <translation>Koo&amp;rdinaten</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Sprache</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>Ver&amp;größern</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>Ver&amp;kleinern</translation>
        </message>
        <message>
            <source>Actual si&amp;ze</source>
            <translation>Originalgrö&amp;ße</translation>
        </message>
    </context>
</TS>
