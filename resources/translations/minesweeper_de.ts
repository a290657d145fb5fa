<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
    <context>
        <name>About</name>
        <message>
            <source>DejaVu Sans (the game's font)</source>
            <translation>DejaVu Sans (die Schrift des Spiels)</translation>
        </message>
        <message>
            <source>ms-toollib (replay files)</source>
            <translation>ms-toollib (Wiederholungsdateien)</translation>
        </message>
        <message>
            <source>System libraries in this bundle</source>
            <translation>Systembibliotheken in diesem Paket</translation>
        </message>
        <message>
            <source>see each notice</source>
            <translation>siehe jeweiligen Hinweis</translation>
        </message>
        <message>
            <source>Version {version}</source>
            <translation>Version {version}</translation>
        </message>
        <message>
            <source>Every board is created on your first click so that a perfect logician never has to guess.</source>
            <translation>Jedes Brett entsteht bei deinem ersten Klick, so dass ein perfekter Logiker nie raten muss.</translation>
        </message>
        <message>
            <source>It is free software under the MIT licence. It includes the components below; select one to read its licence.</source>
            <translation>Es ist freie Software unter der MIT-Lizenz. Es enthält die folgenden Komponenten; wähle eine aus, um ihre Lizenz zu lesen.</translation>
        </message>
        <message>
            <source>About {name}</source>
            <translation>Über {name}</translation>
        </message>
    </context>
    <context>
        <name>Analysis</name>
        <message>
            <source>certainly safe</source>
            <translation>sicher minenfrei</translation>
        </message>
        <message>
            <source>certainly a mine</source>
            <translation>sicher eine Mine</translation>
        </message>
        <message>
            <source>under {percent} chance of a mine</source>
            <translation>unter {percent} Wahrscheinlichkeit für eine Mine</translation>
        </message>
        <message>
            <source>over {percent} chance of a mine</source>
            <translation>über {percent} Wahrscheinlichkeit für eine Mine</translation>
        </message>
        <message>
            <source>{percent} chance of a mine</source>
            <translation>{percent} Wahrscheinlichkeit für eine Mine</translation>
        </message>
    </context>
    <context>
        <name>BoardIds</name>
        <message>
            <source>This board has no id: the game does not play its level. {reason}</source>
            <translation>Dieses Brett hat keine ID: Das Spiel bietet seine Stufe nicht an. {reason}</translation>
        </message>
        <message>
            <source>This is not a board id: it contains {characters}. Board ids use only the digits and the letters A-Z without I, L, O and U.</source>
            <translation>Das ist keine Brett-ID: Sie enthält {characters}. Brett-IDs bestehen nur aus Ziffern und den Buchstaben A–Z ohne I, L, O und U.</translation>
        </message>
        <message>
            <source>The board id is empty.</source>
            <translation>Die Brett-ID ist leer.</translation>
        </message>
        <message>
            <source>The board id {id} is too short: part of it is missing.</source>
            <translation>Die Brett-ID {id} ist zu kurz: Ein Teil fehlt.</translation>
        </message>
        <message>
            <source>The board id starts with {found}; this version of the game reads ids starting with {expected} (a newer game may have made it, or it is mistyped).</source>
            <translation>Die Brett-ID beginnt mit {found}; diese Version des Spiels liest IDs, die mit {expected} beginnen (vielleicht stammt sie aus einer neueren Version, oder sie ist vertippt).</translation>
        </message>
        <message>
            <source>The board id does not check out: a character is wrong or missing (compare it with the original).</source>
            <translation>Die Brett-ID ist ungültig: Ein Zeichen ist falsch oder fehlt (vergleiche sie mit dem Original).</translation>
        </message>
        <message>
            <source>The board id describes a {width}x{height} board with {mines} mines, which this game does not play: {reason} It was not made by this game.</source>
            <translation>Die Brett-ID beschreibt ein {width}x{height}-Brett mit {mines} Minen, das dieses Spiel nicht spielt: {reason} Sie wurde nicht von diesem Spiel erstellt.</translation>
        </message>
        <message>
            <source>The board id describes {mines} mines in a way no {height}x{width} board can hold (mines out of range); it was not made by this game.</source>
            <translation>Die Brett-ID beschreibt {mines} Minen so, wie kein {height}x{width}-Brett sie fassen kann (Minen außerhalb des Bereichs); sie wurde nicht von diesem Spiel erstellt.</translation>
        </message>
    </context>
    <context>
        <name>Cells</name>
        <message>
            <source>row {row}, column {col}</source>
            <translation>Zeile {row}, Spalte {col}</translation>
        </message>
    </context>
    <context>
        <name>CommandLine</name>
        <message>
            <source>No-guess Minesweeper: every board is created on your first click so that it
can be won by reasoning alone; Hint explains why a cell is safe.</source>
            <translation>Minesweeper ohne Raten: Jedes Brett entsteht bei deinem ersten Klick so, dass es sich
allein durch Nachdenken gewinnen lässt; der Hinweis erklärt, warum ein Feld sicher ist.</translation>
        </message>
        <message>
            <source>show the version and exit</source>
            <translation>Version anzeigen und beenden</translation>
        </message>
        <message>
            <source>playing</source>
            <translation>Spielen</translation>
        </message>
        <message>
            <source>seed for reproducible boards: the same seed gives the same boards</source>
            <translation>Startwert für wiederholbare Bretter: derselbe Startwert ergibt dieselben Bretter</translation>
        </message>
        <message>
            <source>folder for settings and statistics (overrides {variable})</source>
            <translation>Ordner für Einstellungen und Statistik (hat Vorrang vor {variable})</translation>
        </message>
        <message>
            <source>start at beginner, intermediate, expert or WxH/M (W columns, H rows, M mines), e.g. 30x16/99</source>
            <translation>mit beginner, intermediate, expert oder BxH/M beginnen (B Spalten, H Zeilen, M Minen), z. B. 30x16/99</translation>
        </message>
        <message>
            <source>speak this language instead of the system's: {languages}</source>
            <translation>diese Sprache statt der des Systems sprechen: {languages}</translation>
        </message>
        <message>
            <source>play the board of an id (Game &gt; Copy board id in the window)</source>
            <translation>das Brett einer ID spielen (Spiel &gt; Brett-ID kopieren im Fenster)</translation>
        </message>
        <message>
            <source>play to the Standard rules for competition (remembered, as Options &gt; Standard rules): no hint, flag check, analysis, undo, retry, question marks or auto-open</source>
            <translation>nach den Standardregeln für Wettkämpfe spielen (wird gespeichert, wie Optionen &gt; Standardregeln): kein Tipp, keine Flaggenprüfung, keine Analyse, kein Rückgängig, keine Wiederholung, keine Fragezeichen, kein automatisches Öffnen</translation>
        </message>
        <message>
            <source>open a replay (.avf, .evf, .mvf or .rmv) in the replay player</source>
            <translation>eine Aufzeichnung (.avf, .evf, .mvf oder .rmv) im Abspieler öffnen</translation>
        </message>
        <message>
            <source>desktop menu entry (Linux, for pip and pipx installs)</source>
            <translation>Eintrag im Desktop-Menü (Linux, für Installationen mit pip und pipx)</translation>
        </message>
        <message>
            <source>add a menu entry, icons, AppStream metainfo and this manual page under $XDG_DATA_HOME (~/.local/share), then exit</source>
            <translation>einen Menüeintrag, Symbole, AppStream-Metadaten und diese Handbuchseite unter $XDG_DATA_HOME (~/.local/share) anlegen, dann beenden</translation>
        </message>
        <message>
            <source>remove what --install-desktop added, then exit</source>
            <translation>entfernen, was --install-desktop angelegt hat, dann beenden</translation>
        </message>
        <message>
            <source>scripted runs (for CI; QT_QPA_PLATFORM=offscreen runs them without a display)</source>
            <translation>Skriptläufe (für CI; QT_QPA_PLATFORM=offscreen führt sie ohne Bildschirm aus)</translation>
        </message>
        <message>
            <source>play one seeded Expert game to a win with hints, exit 0 if it worked (in a temporary folder unless --data-dir or {variable} names one)</source>
            <translation>ein Expertenspiel mit festem Startwert per Hinweisen bis zum Sieg spielen, Exit-Status 0 bei Erfolg (in einem temporären Ordner, außer --data-dir oder {variable} nennt einen)</translation>
        </message>
        <message>
            <source>write screenshots of typical game states into DIR and exit</source>
            <translation>Bildschirmfotos typischer Spielstände in DIR schreiben und beenden</translation>
        </message>
        <message>
            <source>{file} is not a replay file ({types})</source>
            <translation>{file} ist keine Aufzeichnungsdatei ({types})</translation>
        </message>
        <message>
            <source>unknown language {code}; available: {languages}</source>
            <translation>unbekannte Sprache {code}; verfügbar: {languages}</translation>
        </message>
        <message>
            <source>Settings (settings.ini) and statistics (stats.sqlite3) live in one folder:</source>
            <translation>Einstellungen (settings.ini) und Statistik (stats.sqlite3) liegen in einem Ordner:</translation>
        </message>
        <message>
            <source>--data-dir DIR, or else the environment variable {variable}, chooses another.</source>
            <translation>--data-dir DIR oder sonst die Umgebungsvariable {variable} wählt einen anderen.</translation>
        </message>
        <message>
            <source>{variable} is set: {folder}</source>
            <translation>{variable} ist gesetzt: {folder}</translation>
        </message>
        <message>
            <source>neither DISPLAY nor WAYLAND_DISPLAY is set</source>
            <translation>weder DISPLAY noch WAYLAND_DISPLAY ist gesetzt</translation>
        </message>
        <message>
            <source>QT_QPA_PLATFORM=xcb but DISPLAY is not set</source>
            <translation>QT_QPA_PLATFORM=xcb, aber DISPLAY ist nicht gesetzt</translation>
        </message>
        <message>
            <source>QT_QPA_PLATFORM={platform} but WAYLAND_DISPLAY is not set</source>
            <translation>QT_QPA_PLATFORM={platform}, aber WAYLAND_DISPLAY ist nicht gesetzt</translation>
        </message>
        <message>
            <source>no display to open a window on ({missing}); start it from a desktop session, or set QT_QPA_PLATFORM=offscreen for --self-test and --screenshot</source>
            <translation>kein Bildschirm, auf dem sich ein Fenster öffnen ließe ({missing}); starte das Spiel aus einer Desktop-Sitzung oder setze QT_QPA_PLATFORM=offscreen für --self-test und --screenshot</translation>
        </message>
    </context>
    <context>
        <name>Custom</name>
        <message>
            <source>{name}: {width}x{height}, {mines} mines</source>
            <translation>{name}: {width}x{height}, {mines} Minen</translation>
        </message>
        <message>
            <source>Your own</source>
            <translation>Eigene Werte</translation>
        </message>
        <message>
            <source>Mines as a share of the cells: 12% is Beginner, 21% Expert</source>
            <translation>Minen als Anteil der Felder: 12% ist Anfänger, 21% Experte</translation>
        </message>
        <message>
            <source>&amp;Density:</source>
            <translation>&amp;Dichte:</translation>
        </message>
        <message>
            <source>&amp;Start from:</source>
            <translation>&amp;Vorlage:</translation>
        </message>
    </context>
    <context>
        <name>DataFolder</name>
        <message>
            <source>the files ({error})</source>
            <translation>die Dateien ({error})</translation>
        </message>
        <message>
            <source>left {names} in {old} (from an older version) because {folder} already has them; move them by hand to keep them</source>
            <translation>in {old} (von einer älteren Version) wurde nichts verschoben, weil {folder} {names} schon enthält; verschiebe die Dateien von Hand, um sie zu behalten</translation>
        </message>
    </context>
    <context>
        <name>Dialogs</name>
        <message>
            <source>Width and height from 1 to {max_side}, with at least one side {min_side} or more: the first click and its neighbours never hold a mine. Up to all cells but those 9 can hold mines; boards 2 cells high or wide need an even number. Dense boards take longer to create.</source>
            <translation>Breite und Höhe von 1 bis {max_side}, mindestens eine Seite {min_side} oder mehr: Das erste angeklickte Feld und seine Nachbarn enthalten nie eine Mine. Alle übrigen Felder können Minen enthalten; Bretter mit 2 Feldern Höhe oder Breite brauchen eine gerade Anzahl. Dichte Bretter brauchen länger.</translation>
        </message>
        <message>
            <source>Enter the width as a whole number.</source>
            <translation>Gib die Breite als ganze Zahl ein.</translation>
        </message>
        <message>
            <source>Enter the height as a whole number.</source>
            <translation>Gib die Höhe als ganze Zahl ein.</translation>
        </message>
        <message>
            <source>Enter the mines as a whole number.</source>
            <translation>Gib die Minen als ganze Zahl ein.</translation>
        </message>
        <message>
            <source>The width must be between 1 and {max_side}.</source>
            <translation>Die Breite muss zwischen 1 und {max_side} liegen.</translation>
        </message>
        <message>
            <source>The height must be between 1 and {max_side}.</source>
            <translation>Die Höhe muss zwischen 1 und {max_side} liegen.</translation>
        </message>
        <message>
            <source>There must be at least one mine.</source>
            <translation>Es muss mindestens eine Mine geben.</translation>
        </message>
        <message>
            <source>Custom board</source>
            <translation>Benutzerdefiniertes Brett</translation>
        </message>
        <message>
            <source>&amp;Width (columns):</source>
            <translation>&amp;Breite (Spalten):</translation>
        </message>
        <message>
            <source>&amp;Height (rows):</source>
            <translation>&amp;Höhe (Zeilen):</translation>
        </message>
        <message>
            <source>&amp;Mines:</source>
            <translation>&amp;Minen:</translation>
        </message>
        <message>
            <source>Board creation took too long</source>
            <translation>Das Erstellen des Bretts hat zu lange gedauert</translation>
        </message>
        <message>
            <source>No guess-free {width}x{height} board with {mines} mines was found within {seconds} seconds.</source>
            <translation>Innerhalb von {seconds} Sekunden wurde kein ratefreies {width}x{height}-Brett mit {mines} Minen gefunden.</translation>
        </message>
        <message>
            <source>Dense boards are hard to create.</source>
            <translation>Dichte Bretter sind schwer zu erstellen.</translation>
        </message>
        <message>
            <source>Boards of logic grade “{grade}” are rare at this size: Game &gt; Logic &gt; Any finds one sooner.</source>
            <translation>Bretter der Logikstufe „{grade}“ sind in dieser Größe selten: Mit Spiel &gt; Logik &gt; Beliebig geht es schneller.</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Nochmal versuchen</translation>
        </message>
        <message numerus="yes">
            <source>Use %n mine(s)</source>
            <translation>
                <numerusform>%n Mine verwenden</numerusform>
                <numerusform>%n Minen verwenden</numerusform>
            </translation>
        </message>
        <message>
            <source>Open board id</source>
            <translation>Brett-ID öffnen</translation>
        </message>
        <message>
            <source>Board id (from Game &gt; Copy board id):</source>
            <translation>Brett-ID (aus Spiel &gt; Brett-ID kopieren):</translation>
        </message>
    </context>
    <context>
        <name>Fonts</name>
        <message>
            <source>{language} text needs a font that is not installed: the game would show boxes for letters such as {missing}. This run is in English. To play in {language}, install {packages}, then start the game again.</source>
            <translation>Für {language} fehlt eine Schrift: Das Spiel würde Zeichen wie {missing} als Kästchen zeigen. Dieses Spiel läuft auf Englisch. Um auf {language} zu spielen, installieren Sie {packages} und starten Sie das Spiel neu.</translation>
        </message>
    </context>
    <context>
        <name>Grades</name>
        <message>
            <source>one number</source>
            <translation>eine Zahl</translation>
        </message>
        <message>
            <source>two numbers</source>
            <translation>zwei Zahlen</translation>
        </message>
        <message>
            <source>three+ numbers</source>
            <translation>drei+ Zahlen</translation>
        </message>
        <message>
            <source>mine count</source>
            <translation>Minenzahl</translation>
        </message>
        <message>
            <source>any</source>
            <translation>beliebig</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>leicht</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>schwer</translation>
        </message>
        <message>
            <source>hardest</source>
            <translation>am schwersten</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <source>Time</source>
            <translation>Zeit</translation>
        </message>
        <message>
            <source>Seconds from the first click to the last; the clock stops while paused.</source>
            <translation>Sekunden vom ersten bis zum letzten Klick; in der Pause steht die Uhr.</translation>
        </message>
        <message>
            <source>The board's difficulty in clicks: the fewest clicks that clear it without flags (each opening counts once, plus every number not next to an opening).</source>
            <translation>Die Schwierigkeit des Bretts in Klicks: die wenigsten Klicks, die es ohne Flaggen lösen (jede Öffnung zählt einmal, dazu jede Zahl, die nicht an einer Öffnung liegt).</translation>
        </message>
        <message>
            <source>3BV divided by your time: your speed, fair across easy and hard boards.</source>
            <translation>3BV geteilt durch deine Zeit: dein Tempo, gerecht über leichte und schwere Bretter.</translation>
        </message>
        <message>
            <source>Clicks</source>
            <translation>Klicks</translation>
        </message>
        <message>
            <source>Every click you made: opens, flags and chords.</source>
            <translation>Jeder deiner Klicks: Öffnen, Flaggen und Akkorde.</translation>
        </message>
        <message>
            <source>Efficiency</source>
            <translation>Effizienz</translation>
        </message>
        <message>
            <source>3BV divided by your clicks, as a percentage: 100% means no click was wasted (chording can take it above 100%).</source>
            <translation>3BV geteilt durch deine Klicks, in Prozent: 100% heißt, kein Klick war zu viel (Akkorde können es über 100% bringen).</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>Hinweise</translation>
        </message>
        <message>
            <source>On how many positions you asked for a hint or a flag check (pressing again on the same position does not count again).</source>
            <translation>Bei wie vielen Stellungen du um einen Hinweis oder eine Flaggenprüfung gebeten hast (erneutes Drücken in derselben Stellung zählt nicht noch einmal).</translation>
        </message>
        <message>
            <source>Logic</source>
            <translation>Logik</translation>
        </message>
        <message>
            <source>The hardest reasoning the board needs: one number (each step follows from one number), two numbers (two numbers read together), or three+ numbers or the mine count.</source>
            <translation>Die schwierigste Überlegung, die das Brett verlangt: eine Zahl (jeder Schritt folgt aus einer Zahl), zwei Zahlen (zwei Zahlen zusammen gelesen) oder drei und mehr Zahlen oder die Minenzahl.</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Rang</translation>
        </message>
        <message>
            <source>Where this time stands among your wins at this level without help.</source>
            <translation>Wo diese Zeit unter deinen Siegen ohne Hilfe auf dieser Stufe steht.</translation>
        </message>
        <message>
            <source>Chord</source>
            <translation>Akkord</translation>
        </message>
        <message>
            <source>Clicking a number whose mines are all flagged opens every other cell around it.</source>
            <translation>Ein Klick auf eine Zahl, deren Minen alle markiert sind, öffnet alle anderen Felder um sie herum.</translation>
        </message>
        <message>
            <source>Open every cell that is not a mine. A number tells how many of the eight cells around it hide a mine. Right-click (or F) puts a flag on a cell you know is a mine. Your first click is always an opening, and every board can be solved by logic alone: you never have to guess.</source>
            <translation>Öffne jedes Feld, das keine Mine ist. Eine Zahl sagt, wie viele der acht Felder um sie herum eine Mine verbergen. Rechtsklick (oder F) setzt eine Flagge auf ein Feld, von dem du weißt, dass es eine Mine ist. Dein erster Klick öffnet immer einen Bereich, und jedes Brett ist allein durch Logik lösbar: du musst nie raten.</translation>
        </message>
        <message>
            <source>Hint (H) teaches rather than plays: each press on the same position says a little more. First it checks your flags, then it shows where progress is possible, then which cell and why, in words, and only at the end makes the move for you. Check flags (C) says whether your flags are right. A game with hints is not ranked for best times.</source>
            <translation>Hinweis (H) lehrt, statt zu spielen: jeder Druck auf dieselbe Stellung sagt etwas mehr. Erst prüft er deine Flaggen, dann zeigt er, wo es weitergeht, dann welches Feld und warum, in Worten, und erst am Ende macht er den Zug für dich. Flaggen prüfen (C) sagt, ob deine Flaggen stimmen. Ein Spiel mit Hinweisen zählt nicht für Bestzeiten.</translation>
        </message>
        <message>
            <source>Arrows, Space, F</source>
            <translation>Pfeile, Leertaste, F</translation>
        </message>
        <message>
            <source>move the cursor, open, flag</source>
            <translation>Cursor bewegen, öffnen, Flagge setzen</translation>
        </message>
        <message>
            <source>hint, check flags</source>
            <translation>Hinweis, Flaggen prüfen</translation>
        </message>
        <message>
            <source>pause (the board is hidden, the clock stops)</source>
            <translation>Pause (das Brett wird verdeckt, die Uhr steht)</translation>
        </message>
        <message>
            <source>new game</source>
            <translation>neues Spiel</translation>
        </message>
        <message>
            <source>after a game: undo, retry, review, mines or before</source>
            <translation>nach einem Spiel: rückgängig, nochmal, Rückblick, Minen oder davor</translation>
        </message>
        <message>
            <source>from the board to the buttons and back</source>
            <translation>vom Brett zu den Knöpfen und zurück</translation>
        </message>
        <message>
            <source>read the cursor's cell, its row and column, the cells around it</source>
            <translation>das Feld unter dem Cursor, seine Zeile und Spalte, die Felder ringsum vorlesen</translation>
        </message>
        <message>
            <source>read the mines left, the time, the last announcement again</source>
            <translation>die übrigen Minen, die Zeit, die letzte Ansage noch einmal vorlesen</translation>
        </message>
        <message>
            <source>read the cursor's whole row, its whole column</source>
            <translation>die ganze Zeile, die ganze Spalte des Cursors vorlesen</translation>
        </message>
        <message>
            <source>jump to the last hint's cell, the next covered cell, the next covered cell beside a number</source>
            <translation>zum Feld des letzten Tipps, zum nächsten verdeckten Feld, zum nächsten verdeckten Feld neben einer Zahl springen</translation>
        </message>
        <message>
            <source>G, a row and a column, Enter</source>
            <translation>G, Zeile und Spalte, Eingabe</translation>
        </message>
        <message>
            <source>go to that cell (G 3 5 Enter: row 3, column 5)</source>
            <translation>zu diesem Feld gehen (G 3 5 Eingabe: Zeile 3, Spalte 5)</translation>
        </message>
        <message>
            <source>in a replay: the previous or next click, the previous or next mouse event, play or pause, where the replay is (each step is said)</source>
            <translation>in einer Aufzeichnung: vorheriger oder nächster Klick, vorheriges oder nächstes Mausereignis, abspielen oder anhalten, wo die Aufzeichnung steht (jeder Schritt wird angesagt)</translation>
        </message>
        <message>
            <source>in a review: one move back or on, ten moves back or on, the first or the last move (each move and its judgement is said)</source>
            <translation>in einer Analyse: ein Zug zurück oder vor, zehn Züge zurück oder vor, der erste oder der letzte Zug (jeder Zug und seine Bewertung werden angesagt)</translation>
        </message>
        <message>
            <source>With a screen reader every move is said as it happens. Options &gt; Brief announcements keeps each announcement to its first sentence; A repeats the last one.</source>
            <translation>Mit einem Bildschirmleser wird jeder Zug angesagt, sobald er geschieht. Optionen &gt; Kurze Ansagen beschränkt jede Ansage auf ihren ersten Satz; A wiederholt die letzte.</translation>
        </message>
        <message>
            <source>a flag: you say a mine is here</source>
            <translation>eine Flagge: du sagst, hier ist eine Mine</translation>
        </message>
        <message>
            <source>a question mark (Options &gt; Question marks): not sure yet</source>
            <translation>ein Fragezeichen (Optionen &gt; Fragezeichen): noch unsicher</translation>
        </message>
        <message>
            <source>a mine, shown when the game ends</source>
            <translation>eine Mine, gezeigt am Ende des Spiels</translation>
        </message>
        <message>
            <source>The board's pictures</source>
            <translation>Die Bilder des Bretts</translation>
        </message>
        <message>
            <source>Marks on the board</source>
            <translation>Markierungen auf dem Brett</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>Tasten</translation>
        </message>
        <message>
            <source>Words of the counters and the summary</source>
            <translation>Begriffe der Zähler und der Zusammenfassung</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>Spielanleitung</translation>
        </message>
        <message>
            <source>Hints, flag checks and the loss explanation mark cells; each mark differs in colour and in its frame, so it reads without colour too. The legend under the board names the marks shown.</source>
            <translation>Hinweise, Flaggenprüfungen und die Erklärung einer Niederlage markieren Felder; jede Markierung unterscheidet sich in Farbe und Rahmen, sie ist also auch ohne Farbe lesbar. Die Legende unter dem Brett nennt die gezeigten Markierungen.</translation>
        </message>
        <message>
            <source>Mines left: the mines on the board minus your flags (below zero when there are more flags than mines).</source>
            <translation>Verbleibende Minen: die Minen des Bretts minus deine Flaggen (unter null, wenn es mehr Flaggen als Minen gibt).</translation>
        </message>
        <message>
            <source>Seconds played, up to 999. The clock stops while the game is paused (P).</source>
            <translation>Gespielte Sekunden, bis 999. In der Pause (P) steht die Uhr.</translation>
        </message>
        <message>
            <source>New game (F2). The face shows how the game stands: smiling while you play, surprised while you press, glasses on a win, crosses on a loss.</source>
            <translation>Neues Spiel (F2). Das Gesicht zeigt den Spielstand: es lächelt beim Spielen, staunt beim Drücken, trägt Brille beim Sieg und Kreuze bei einer Niederlage.</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>the {value} at {cell}</source>
            <translation>die {value} bei {cell}</translation>
        </message>
        <message>
            <source>{number} has no mines around it, so {cell} is safe.</source>
            <translation>{number} hat keine Minen um sich, also ist {cell} sicher.</translation>
        </message>
        <message numerus="yes">
            <source>{number} already has its %n mine(s) flagged, so its other covered cells are safe, including {cell}.</source>
            <translation>
                <numerusform>{number} hat ihre %n Mine schon markiert, also sind ihre übrigen verdeckten Felder sicher, auch {cell}.</numerusform>
                <numerusform>{number} hat ihre %n Minen schon markiert, also sind ihre übrigen verdeckten Felder sicher, auch {cell}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{number} touches exactly %n covered cell(s)</source>
            <translation>
                <numerusform>{number} berührt genau %n verdecktes Feld</numerusform>
                <numerusform>{number} berührt genau %n verdeckte Felder</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{number} has {flagged} flagged and needs {more}; it touches exactly %n other covered cell(s)</source>
            <translation>
                <numerusform>{number} hat {flagged} markiert und braucht {more}; sie berührt genau %n weiteres verdecktes Feld</numerusform>
                <numerusform>{number} hat {flagged} markiert und braucht {more}; sie berührt genau %n weitere verdeckte Felder</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more</source>
            <translation>
                <numerusform>noch %n</numerusform>
                <numerusform>noch %n</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}, so {cell} is a mine.</source>
            <translation>{head}, also ist {cell} eine Mine.</translation>
        </message>
        <message>
            <source>{head}, so both are mines: {cell} is a mine.</source>
            <translation>{head}, also sind beide Minen: {cell} ist eine Mine.</translation>
        </message>
        <message>
            <source>{head}, so all of them are mines: {cell} is a mine.</source>
            <translation>{head}, also sind alle Minen: {cell} ist eine Mine.</translation>
        </message>
        <message numerus="yes">
            <source>Every covered cell around {a} also touches {b}, so the %n more mine(s) it needs (is|are) next to both numbers.</source>
            <translation>
                <numerusform>Jedes verdeckte Feld um {a} berührt auch {b}, also liegt die %n Mine, die ihr noch fehlt, neben beiden Zahlen.</numerusform>
                <numerusform>Jedes verdeckte Feld um {a} berührt auch {b}, also liegen die %n Minen, die ihr noch fehlen, neben beiden Zahlen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Every covered cell around {a} also touches {b}, so the %n mine(s) it needs (is|are) next to both numbers.</source>
            <translation>
                <numerusform>Jedes verdeckte Feld um {a} berührt auch {b}, also liegt die %n Mine, die sie braucht, neben beiden Zahlen.</numerusform>
                <numerusform>Jedes verdeckte Feld um {a} berührt auch {b}, also liegen die %n Minen, die sie braucht, neben beiden Zahlen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{a} needs {needs} but has only {away} away from {b}, so at least %n mine(s) (is|are) next to both numbers.</source>
            <translation>
                <numerusform>{a} braucht {needs}, aber bis auf {away} berührt {b} alle ihre verdeckten Felder, also liegt mindestens %n Mine neben beiden Zahlen.</numerusform>
                <numerusform>{a} braucht {needs}, aber bis auf {away} berührt {b} alle ihre verdeckten Felder, also liegen mindestens %n Minen neben beiden Zahlen.</numerusform>
            </translation>
        </message>
        <message>
            <source>That is all {b} still needs, so its other covered cells are safe, including {cell}.</source>
            <translation>Mehr braucht {b} nicht mehr, also sind ihre übrigen verdeckten Felder sicher, auch {cell}.</translation>
        </message>
        <message>
            <source>That is all {b} needs, so its other covered cells are safe, including {cell}.</source>
            <translation>Mehr braucht {b} nicht, also sind ihre übrigen verdeckten Felder sicher, auch {cell}.</translation>
        </message>
        <message numerus="yes">
            <source>%n covered cell(s)</source>
            <translation>
                <numerusform>%n verdecktes Feld</numerusform>
                <numerusform>%n verdeckte Felder</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{a} needs only {needs}, so the cells it shares with {b} hold at most %n mine(s).</source>
            <translation>
                <numerusform>{a} braucht nur {needs}, also enthalten die Felder, die sie mit {b} teilt, höchstens %n Mine.</numerusform>
                <numerusform>{a} braucht nur {needs}, also enthalten die Felder, die sie mit {b} teilt, höchstens %n Minen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{b} needs {needs}, so its %n other covered cell(s) must hold the rest: {cell} is a mine.</source>
            <translation>
                <numerusform>{b} braucht {needs}, also muss ihr %n anderes verdecktes Feld den Rest enthalten: {cell} ist eine Mine.</numerusform>
                <numerusform>{b} braucht {needs}, also müssen ihre %n anderen verdeckten Felder den Rest enthalten: {cell} ist eine Mine.</numerusform>
            </translation>
        </message>
        <message>
            <source>Suppose {cell} were safe.</source>
            <translation>Angenommen, {cell} wäre sicher.</translation>
        </message>
        <message>
            <source>Suppose {cell} were a mine.</source>
            <translation>Angenommen, {cell} wäre eine Mine.</translation>
        </message>
        <message>
            <source>Then {number} makes {cells} safe.</source>
            <translation>Dann macht {number} {cells} sicher.</translation>
        </message>
        <message>
            <source>Then {number} makes {cells} a mine.</source>
            <translation>Dann macht {number} {cells} zu einer Mine.</translation>
        </message>
        <message>
            <source>Then {number} makes {cells} mines.</source>
            <translation>Dann macht {number} {cells} zu Minen.</translation>
        </message>
        <message>
            <source>But then {number} would have too many mines.</source>
            <translation>Aber dann hätte {number} zu viele Minen.</translation>
        </message>
        <message>
            <source>But then {number} would have too few mines.</source>
            <translation>Aber dann hätte {number} zu wenige Minen.</translation>
        </message>
        <message>
            <source>So {cell} is a mine.</source>
            <translation>Also ist {cell} eine Mine.</translation>
        </message>
        <message>
            <source>So {cell} is safe.</source>
            <translation>Also ist {cell} sicher.</translation>
        </message>
        <message numerus="yes">
            <source>Try every way to place mines around {numbers} that fits all %n number(s): {cell} is a mine in each of them.</source>
            <translation>
                <numerusform>Probiere jede Art, Minen um {numbers} zu legen, die zu der %n Zahl passt: {cell} ist in jeder davon eine Mine.</numerusform>
                <numerusform>Probiere jede Art, Minen um {numbers} zu legen, die zu allen %n Zahlen passt: {cell} ist in jeder davon eine Mine.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Try every way to place mines around {numbers} that fits all %n number(s): {cell} is safe in each of them.</source>
            <translation>
                <numerusform>Probiere jede Art, Minen um {numbers} zu legen, die zu der %n Zahl passt: {cell} ist in jeder davon sicher.</numerusform>
                <numerusform>Probiere jede Art, Minen um {numbers} zu legen, die zu allen %n Zahlen passt: {cell} ist in jeder davon sicher.</numerusform>
            </translation>
        </message>
        <message>
            <source>Try every way to place mines around the {count} highlighted numbers that fits all of them: {cell} is a mine in each of them.</source>
            <translation>Probiere jede Art, Minen um die {count} markierten Zahlen zu legen, die zu allen passt: {cell} ist in jeder davon eine Mine.</translation>
        </message>
        <message>
            <source>Try every way to place mines around the {count} highlighted numbers that fits all of them: {cell} is safe in each of them.</source>
            <translation>Probiere jede Art, Minen um die {count} markierten Zahlen zu legen, die zu allen passt: {cell} ist in jeder davon sicher.</translation>
        </message>
        <message>
            <source>(Finding the easiest step takes too long here, so this uses {count} numbers around it; a smaller set may also work.)</source>
            <translation>(Den einfachsten Schritt zu finden dauert hier zu lange, daher nutzt dies {count} Zahlen in der Umgebung; eine kleinere Auswahl könnte auch reichen.)</translation>
        </message>
        <message>
            <source>(This uses the {count} numbers around it; a smaller set may also work.)</source>
            <translation>(Dies nutzt die {count} Zahlen in der Umgebung; eine kleinere Auswahl könnte auch reichen.)</translation>
        </message>
        <message>
            <source>There are no mines</source>
            <translation>Es gibt keine Minen</translation>
        </message>
        <message numerus="yes">
            <source>%n mine(s) (is|are) left</source>
            <translation>
                <numerusform>%n Mine ist übrig</numerusform>
                <numerusform>%n Minen sind übrig</numerusform>
            </translation>
        </message>
        <message>
            <source>The only mine is accounted for by the highlighted numbers</source>
            <translation>Die einzige Mine ist durch die markierten Zahlen erklärt</translation>
        </message>
        <message>
            <source>The only mine is accounted for</source>
            <translation>Die einzige Mine ist erklärt</translation>
        </message>
        <message>
            <source>All {total} mines are accounted for by the highlighted numbers</source>
            <translation>Alle {total} Minen sind durch die markierten Zahlen erklärt</translation>
        </message>
        <message>
            <source>All {total} mines are accounted for</source>
            <translation>Alle {total} Minen sind erklärt</translation>
        </message>
        <message>
            <source>All but {left} of the {total} mines are accounted for by the highlighted numbers</source>
            <translation>Bis auf {left} der {total} Minen sind alle durch die markierten Zahlen erklärt</translation>
        </message>
        <message>
            <source>All but {left} of the {total} mines are accounted for</source>
            <translation>Bis auf {left} der {total} Minen sind alle erklärt</translation>
        </message>
        <message>
            <source>{head}, so every covered cell is safe, including {cell}.</source>
            <translation>{head}, also ist jedes verdeckte Feld sicher, auch {cell}.</translation>
        </message>
        <message>
            <source>{head}, so every other covered cell is safe, including {cell}.</source>
            <translation>{head}, also ist jedes andere verdeckte Feld sicher, auch {cell}.</translation>
        </message>
        <message>
            <source>{head}, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>{head}, also ist jedes verdeckte Feld, das keine Zahl berührt, sicher, auch {cell}.</translation>
        </message>
        <message numerus="yes">
            <source>{head}, which need at least %n more mine(s) among their covered cells, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>
                <numerusform>{head}, die unter ihren verdeckten Feldern noch mindestens %n Mine brauchen, also ist jedes verdeckte Feld, das keine Zahl berührt, sicher, auch {cell}.</numerusform>
                <numerusform>{head}, die unter ihren verdeckten Feldern noch mindestens %n Minen brauchen, also ist jedes verdeckte Feld, das keine Zahl berührt, sicher, auch {cell}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{head}, and the highlighted numbers need at least %n mine(s) among their covered cells, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>
                <numerusform>{head}, und die markierten Zahlen brauchen unter ihren verdeckten Feldern mindestens %n Mine, also ist jedes verdeckte Feld, das keine Zahl berührt, sicher, auch {cell}.</numerusform>
                <numerusform>{head}, und die markierten Zahlen brauchen unter ihren verdeckten Feldern mindestens %n Minen, also ist jedes verdeckte Feld, das keine Zahl berührt, sicher, auch {cell}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}, and (it|they) can only go next to the highlighted numbers, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>{head}, und sie kann nur neben den markierten Zahlen liegen, also ist jedes verdeckte Feld, das keine Zahl berührt, sicher, auch {cell}.</translation>
        </message>
        <message numerus="yes">
            <source>{head}. The highlighted numbers leave room for at most %n mine(s) among their covered cells, so the only covered cell that touches no number, {cell}, is a mine.</source>
            <translation>
                <numerusform>{head}. Die markierten Zahlen lassen unter ihren verdeckten Feldern Platz für höchstens %n Mine, also ist das einzige verdeckte Feld, das keine Zahl berührt, {cell}, eine Mine.</numerusform>
                <numerusform>{head}. Die markierten Zahlen lassen unter ihren verdeckten Feldern Platz für höchstens %n Minen, also ist das einzige verdeckte Feld, das keine Zahl berührt, {cell}, eine Mine.</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}. So the only covered cell that touches no number, {cell}, is a mine.</source>
            <translation>{head}. Also ist das einzige verdeckte Feld, das keine Zahl berührt, {cell}, eine Mine.</translation>
        </message>
        <message numerus="yes">
            <source>{head}. The highlighted numbers leave room for at most {room} among their covered cells, so the %n covered cells that touch no number are all mines: {cell} is a mine.</source>
            <translation>
                <numerusform>{head}. Die markierten Zahlen lassen unter ihren verdeckten Feldern Platz für höchstens {room}, also ist das %n verdeckte Feld, das keine Zahl berührt, eine Mine: {cell} ist eine Mine.</numerusform>
                <numerusform>{head}. Die markierten Zahlen lassen unter ihren verdeckten Feldern Platz für höchstens {room}, also sind die %n verdeckten Felder, die keine Zahl berühren, alle Minen: {cell} ist eine Mine.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{head}. So the %n covered cells that touch no number are all mines: {cell} is a mine.</source>
            <translation>
                <numerusform>{head}. Also ist das %n verdeckte Feld, das keine Zahl berührt, eine Mine: {cell} ist eine Mine.</numerusform>
                <numerusform>{head}. Also sind die %n verdeckten Felder, die keine Zahl berühren, alle Minen: {cell} ist eine Mine.</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fits the count; with that, {cell} is always a mine.</source>
            <translation>{head}. Die markierten Zahlen um {cell} erlauben {allowed} Minen unter ihren verdeckten Feldern, aber nur {fits} passt zur Minenzahl; damit ist {cell} immer eine Mine.</translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fits the count; with that, {cell} is always safe.</source>
            <translation>{head}. Die markierten Zahlen um {cell} erlauben {allowed} Minen unter ihren verdeckten Feldern, aber nur {fits} passt zur Minenzahl; damit ist {cell} immer sicher.</translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fit the count; with that, {cell} is always a mine.</source>
            <translation>{head}. Die markierten Zahlen um {cell} erlauben {allowed} Minen unter ihren verdeckten Feldern, aber nur {fits} passen zur Minenzahl; damit ist {cell} immer eine Mine.</translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fit the count; with that, {cell} is always safe.</source>
            <translation>{head}. Die markierten Zahlen um {cell} erlauben {allowed} Minen unter ihren verdeckten Feldern, aber nur {fits} passen zur Minenzahl; damit ist {cell} immer sicher.</translation>
        </message>
        <message>
            <source>{head}. Counting the mines left against every way the highlighted numbers allow, {cell} is a mine.</source>
            <translation>{head}. Zählt man die übrigen Minen gegen jede Möglichkeit, die die markierten Zahlen erlauben, ist {cell} eine Mine.</translation>
        </message>
        <message>
            <source>{head}. Counting the mines left against every way the highlighted numbers allow, {cell} is safe.</source>
            <translation>{head}. Zählt man die übrigen Minen gegen jede Möglichkeit, die die markierten Zahlen erlauben, ist {cell} sicher.</translation>
        </message>
        <message numerus="yes">
            <source>%n number(s) (has|have) more flags around (it|them) than (its value|their values).</source>
            <translation>
                <numerusform>%n Zahl hat mehr Flaggen um sich, als ihr Wert erlaubt.</numerusform>
                <numerusform>%n Zahlen haben mehr Flaggen um sich, als ihr Wert erlaubt.</numerusform>
            </translation>
        </message>
        <message>
            <source>no mine</source>
            <translation>keine Mine</translation>
        </message>
        <message numerus="yes">
            <source>only %n mine(s)</source>
            <translation>
                <numerusform>nur %n Mine</numerusform>
                <numerusform>nur %n Minen</numerusform>
            </translation>
        </message>
        <message>
            <source>so the flag is wrong</source>
            <translation>also ist die Flagge falsch</translation>
        </message>
        <message>
            <source>so all of these flags are wrong</source>
            <translation>also sind alle diese Flaggen falsch</translation>
        </message>
        <message numerus="yes">
            <source>so at least %n of these flags (is|are) wrong</source>
            <translation>
                <numerusform>also ist mindestens %n dieser Flaggen falsch</numerusform>
                <numerusform>also sind mindestens %n dieser Flaggen falsch</numerusform>
            </translation>
        </message>
        <message>
            <source>{number} has {flags} around it, at {cells}, but {room}, {verdict}.</source>
            <translation>{number} hat {flags} um sich ({cells}), erlaubt aber {room}, {verdict}.</translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s)</source>
            <translation>
                <numerusform>%n Flagge</numerusform>
                <numerusform>%n Flaggen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more number(s) (has|have) too many flags as well.</source>
            <translation>
                <numerusform>%n weitere Zahl hat ebenfalls zu viele Flaggen.</numerusform>
                <numerusform>%n weitere Zahlen haben ebenfalls zu viele Flaggen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) (is|are) wrong.</source>
            <translation>
                <numerusform>%n Flagge ist falsch.</numerusform>
                <numerusform>%n Flaggen sind falsch.</numerusform>
            </translation>
        </message>
        <message>
            <source>The flag at {cells} is on a safe cell: the numbers prove there is no mine there.</source>
            <translation>Die Flagge bei {cells} steht auf einem sicheren Feld: Die Zahlen beweisen, dass dort keine Mine ist.</translation>
        </message>
        <message>
            <source>The flags at {cells} are on safe cells: the numbers prove there are no mines there.</source>
            <translation>Die Flaggen bei {cells} stehen auf sicheren Feldern: Die Zahlen beweisen, dass dort keine Minen sind.</translation>
        </message>
        <message>
            <source>Press Hint again and I will remove the flag at {cell}.</source>
            <translation>Drücke noch einmal auf Hinweis, dann entferne ich die Flagge bei {cell}.</translation>
        </message>
        <message>
            <source>Removing the flag at {cell}.</source>
            <translation>Die Flagge bei {cell} wird entfernt.</translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) cannot be proven yet; (it|they) may be wrong.</source>
            <translation>
                <numerusform>%n Flagge lässt sich noch nicht beweisen; sie kann falsch sein.</numerusform>
                <numerusform>%n Flaggen lassen sich noch nicht beweisen; sie können falsch sein.</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing proves the flag at {cells} yet: it may be wrong.</source>
            <translation>Noch beweist nichts die Flagge bei {cells}: Sie kann falsch sein.</translation>
        </message>
        <message>
            <source>Nothing proves the flags at {cells} yet: each may be wrong.</source>
            <translation>Noch beweist nichts die Flaggen bei {cells}: Jede kann falsch sein.</translation>
        </message>
        <message>
            <source>These numbers cannot all be right: no arrangement of exactly {total} mines fits them.</source>
            <translation>Diese Zahlen können nicht alle stimmen: Keine Anordnung von genau {total} Minen passt zu ihnen.</translation>
        </message>
        <message>
            <source>These numbers cannot all be right: no arrangement of mines fits the numbers around {cell}.</source>
            <translation>Diese Zahlen können nicht alle stimmen: Keine Anordnung von Minen passt zu den Zahlen rund um {cell}.</translation>
        </message>
        <message>
            <source>You can open a cell by counting the mines that are left, with the help of the highlighted numbers.</source>
            <translation>Du kannst ein Feld öffnen, wenn du die verbleibenden Minen zählst, mit Hilfe der markierten Zahlen.</translation>
        </message>
        <message>
            <source>You can open a cell by counting the mines that are left.</source>
            <translation>Du kannst ein Feld öffnen, wenn du die verbleibenden Minen zählst.</translation>
        </message>
        <message>
            <source>You can open a cell in the highlighted area: one number there tells you enough.</source>
            <translation>Du kannst im markierten Bereich ein Feld öffnen: Eine Zahl dort verrät dir genug.</translation>
        </message>
        <message numerus="yes">
            <source>You can open a cell in the highlighted area: %n numbers there together tell you enough.</source>
            <translation>
                <numerusform>Du kannst im markierten Bereich ein Feld öffnen: %n Zahl dort verrät dir genug.</numerusform>
                <numerusform>Du kannst im markierten Bereich ein Feld öffnen: %n Zahlen dort verraten dir zusammen genug.</numerusform>
            </translation>
        </message>
        <message>
            <source>You can make progress by counting the mines that are left, with the help of the highlighted numbers.</source>
            <translation>Du kommst weiter, wenn du die verbleibenden Minen zählst, mit Hilfe der markierten Zahlen.</translation>
        </message>
        <message>
            <source>You can make progress by counting the mines that are left.</source>
            <translation>Du kommst weiter, wenn du die verbleibenden Minen zählst.</translation>
        </message>
        <message>
            <source>You can make progress in the highlighted area: one number there tells you enough.</source>
            <translation>Im markierten Bereich kommst du weiter: Eine Zahl dort verrät dir genug.</translation>
        </message>
        <message numerus="yes">
            <source>You can make progress in the highlighted area: %n numbers there together tell you enough.</source>
            <translation>
                <numerusform>Im markierten Bereich kommst du weiter: %n Zahl dort verrät dir genug.</numerusform>
                <numerusform>Im markierten Bereich kommst du weiter: %n Zahlen dort verraten dir zusammen genug.</numerusform>
            </translation>
        </message>
        <message>
            <source>(A full check of this position takes too long, so this hint uses only nearby numbers.)</source>
            <translation>(Eine vollständige Prüfung dieser Stellung dauert zu lange, daher nutzt dieser Hinweis nur Zahlen in der Nähe.)</translation>
        </message>
        <message>
            <source>Look at {cell}: the highlighted numbers and the mine count prove whether it is safe or a mine.</source>
            <translation>Schau dir {cell} an: Die markierten Zahlen und die Minenzahl beweisen, ob es sicher oder eine Mine ist.</translation>
        </message>
        <message>
            <source>Look at {cell}: the mine count proves whether it is safe or a mine.</source>
            <translation>Schau dir {cell} an: Die Minenzahl beweist, ob es sicher oder eine Mine ist.</translation>
        </message>
        <message>
            <source>Look at {cell}: the highlighted number proves whether it is safe or a mine.</source>
            <translation>Schau dir {cell} an: Die markierte Zahl beweist, ob es sicher oder eine Mine ist.</translation>
        </message>
        <message>
            <source>Look at {cell}: the highlighted numbers prove whether it is safe or a mine.</source>
            <translation>Schau dir {cell} an: Die markierten Zahlen beweisen, ob es sicher oder eine Mine ist.</translation>
        </message>
        <message>
            <source>Press Hint again and I will flag {cell} for you.</source>
            <translation>Drücke noch einmal auf Hinweis, dann setze ich für dich eine Flagge auf {cell}.</translation>
        </message>
        <message>
            <source>Press Hint again and I will open {cell} for you.</source>
            <translation>Drücke noch einmal auf Hinweis, dann öffne ich {cell} für dich.</translation>
        </message>
        <message>
            <source>Flagging {cell}.</source>
            <translation>Flagge auf {cell}.</translation>
        </message>
        <message>
            <source>Opening {cell}.</source>
            <translation>{cell} wird geöffnet.</translation>
        </message>
        <message>
            <source>Every covered cell left is a mine: the board is solved. Well done!</source>
            <translation>Jedes verbleibende verdeckte Feld ist eine Mine: Das Brett ist gelöst. Gut gemacht!</translation>
        </message>
        <message>
            <source>No covered cell can be proven safe right now, so the next move is a guess. Try the cell with the best odds.</source>
            <translation>Im Moment lässt sich kein verdecktes Feld als sicher beweisen, der nächste Zug ist also geraten. Versuche das Feld mit den besten Chancen.</translation>
        </message>
        <message>
            <source>No covered cell can be proven safe or a mine right now, so the next move is a guess. Try the cell with the best odds.</source>
            <translation>Im Moment lässt sich kein verdecktes Feld als sicher oder als Mine beweisen, der nächste Zug ist also geraten. Versuche das Feld mit den besten Chancen.</translation>
        </message>
        <message>
            <source>This position takes too long to check, and no small group of numbers proves anything. Press Hint again to let me think longer.</source>
            <translation>Diese Stellung zu prüfen dauert zu lange, und keine kleine Gruppe von Zahlen beweist etwas. Drücke noch einmal auf Hinweis, dann denke ich länger nach.</translation>
        </message>
        <message>
            <source>You have not placed any flags, so there is nothing to check.</source>
            <translation>Du hast noch keine Flaggen gesetzt, also gibt es nichts zu prüfen.</translation>
        </message>
        <message>
            <source>No flag is provably wrong, but checking every flag takes too long here.</source>
            <translation>Keine Flagge ist nachweislich falsch, aber jede Flagge zu prüfen dauert hier zu lange.</translation>
        </message>
        <message>
            <source>Your flag is a proven mine.</source>
            <translation>Deine Flagge ist eine bewiesene Mine.</translation>
        </message>
        <message>
            <source>Both your flags are proven mines.</source>
            <translation>Deine beiden Flaggen sind bewiesene Minen.</translation>
        </message>
        <message numerus="yes">
            <source>All %n flags are proven mines.</source>
            <translation>
                <numerusform>Deine %n Flagge ist eine bewiesene Mine.</numerusform>
                <numerusform>Alle %n Flaggen sind bewiesene Minen.</numerusform>
            </translation>
        </message>
        <message>
            <source>Checking the other flags takes too long here.</source>
            <translation>Die übrigen Flaggen zu prüfen dauert hier zu lange.</translation>
        </message>
        <message numerus="yes">
            <source>%n more mine(s)</source>
            <translation>
                <numerusform>noch %n Mine</numerusform>
                <numerusform>noch %n Minen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mine(s)</source>
            <translation>
                <numerusform>%n Mine</numerusform>
                <numerusform>%n Minen</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>KeptGame</name>
        <message>
            <source>Your game from last time was not resumed: its file {file} cannot be moved ({cause}), so it would come back at every start. Move or delete it by hand.</source>
            <translation>Ihr Spiel vom letzten Mal wurde nicht fortgesetzt: Seine Datei {file} lässt sich nicht verschieben ({cause}), daher käme es bei jedem Start wieder. Verschieben oder löschen Sie sie von Hand.</translation>
        </message>
        <message>
            <source>Your game from last time could not be played on (the file is damaged or was changed); it was kept as {file} in {folder}, and a new game starts.</source>
            <translation>Ihr Spiel vom letzten Mal kann nicht weitergespielt werden (die Datei ist beschädigt oder wurde verändert); sie wurde als {file} in {folder} aufbewahrt, und ein neues Spiel beginnt.</translation>
        </message>
        <message>
            <source>the file or its folder is read-only</source>
            <translation>die Datei oder ihr Ordner ist schreibgeschützt</translation>
        </message>
        <message>
            <source>The game in progress ({level}, {seconds} s played) could not be kept for the next start: {cause}.</source>
            <translation>Das laufende Spiel ({level}, {seconds} s gespielt) konnte nicht für den nächsten Start aufbewahrt werden: {cause}.</translation>
        </message>
        <message>
            <source>Free some space or make the folder writable, then press Try again. If you close now, what is named above is lost.</source>
            <translation>Geben Sie Speicherplatz frei oder machen Sie den Ordner beschreibbar und drücken Sie dann „Erneut versuchen“. Wenn Sie jetzt schließen, geht das oben Genannte verloren.</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Erneut versuchen</translation>
        </message>
        <message>
            <source>Keep the window open</source>
            <translation>Fenster offen lassen</translation>
        </message>
        <message>
            <source>Close and lose it</source>
            <translation>Schließen und verlieren</translation>
        </message>
    </context>
    <context>
        <name>Legend</name>
        <message>
            <source>the mine you hit</source>
            <translation>die Mine, die du getroffen hast</translation>
        </message>
        <message>
            <source>the cell the hint is about</source>
            <translation>das Feld, um das es im Hinweis geht</translation>
        </message>
        <message>
            <source>safe: open it</source>
            <translation>sicher: öffnen</translation>
        </message>
        <message>
            <source>a mine: flag it</source>
            <translation>eine Mine: Flagge setzen</translation>
        </message>
        <message>
            <source>the numbers that prove it</source>
            <translation>die Zahlen, die es beweisen</translation>
        </message>
        <message>
            <source>the numbers the reason uses</source>
            <translation>die Zahlen, die die Begründung nutzt</translation>
        </message>
        <message>
            <source>cells a supposition decides</source>
            <translation>Felder, die eine Annahme entscheidet</translation>
        </message>
        <message>
            <source>a flag on a safe cell</source>
            <translation>eine Flagge auf einem sicheren Feld</translation>
        </message>
        <message>
            <source>a flag nothing proves yet</source>
            <translation>eine Flagge, die noch nichts beweist</translation>
        </message>
        <message>
            <source>a number with too many flags</source>
            <translation>eine Zahl mit zu vielen Flaggen</translation>
        </message>
        <message>
            <source>one of these flags is wrong</source>
            <translation>eine dieser Flaggen ist falsch</translation>
        </message>
        <message>
            <source>numbers that contradict</source>
            <translation>Zahlen, die sich widersprechen</translation>
        </message>
    </context>
    <context>
        <name>Lessons</name>
        <message>
            <source>The rules</source>
            <translation>Die Regeln</translation>
        </message>
        <message>
            <source>Some covered cells hide mines. Open every other cell to win; open a mine and the game is lost. An opened cell shows how many of its eight neighbours are mines. Right-click a cell you know is a mine, or press F on it, to flag it. On these boards logic always tells you a safe move: you never have to guess.</source>
            <translation>Unter manchen verdeckten Feldern liegen Minen. Öffne alle anderen Felder, um zu gewinnen; öffnest du eine Mine, ist das Spiel verloren. Ein geöffnetes Feld zeigt, wie viele seiner acht Nachbarn Minen sind. Klicke mit rechts auf ein Feld, von dem du weißt, dass es eine Mine ist, oder drücke dort F, um es mit einer Flagge zu markieren. Auf diesen Brettern zeigt dir die Logik immer einen sicheren Zug: Du musst nie raten.</translation>
        </message>
        <message>
            <source>The first click</source>
            <translation>Der erste Klick</translation>
        </message>
        <message>
            <source>Your first click is always safe, and so are its neighbours, so it opens an area. A 0 opens its neighbours by itself. The numbers along the edge of that area are where the reasoning starts.</source>
            <translation>Dein erster Klick ist immer sicher, und seine Nachbarn auch, daher öffnet er einen Bereich. Eine 0 öffnet ihre Nachbarn von selbst. An den Zahlen am Rand dieses Bereichs beginnt das Nachdenken.</translation>
        </message>
        <message>
            <source>One number decides</source>
            <translation>Eine Zahl entscheidet</translation>
        </message>
        <message>
            <source>When a number has as many covered neighbours as mines it still needs, all of them are mines; when it needs no more mines (its flags already count), the rest are safe. Find a cell one number decides, then open it (click or Space) or flag it (right-click or F).</source>
            <translation>Hat eine Zahl so viele verdeckte Nachbarn, wie ihr noch Minen fehlen, sind alle davon Minen; braucht sie keine Minen mehr (ihre Flaggen zählen schon), ist der Rest sicher. Finde ein Feld, das eine Zahl entscheidet, und öffne es (Klick oder Leertaste) oder markiere es (Rechtsklick oder F).</translation>
        </message>
        <message>
            <source>Two numbers together (1-1)</source>
            <translation>Zwei Zahlen zusammen (1-1)</translation>
        </message>
        <message>
            <source>No number decides anything alone here. But the corner 1 sees only cells its neighbour 1 also sees: the neighbour's one mine is among them, so its other covered cell is safe. Find a cell the two numbers decide together.</source>
            <translation>Hier entscheidet keine Zahl allein etwas. Aber die 1 in der Ecke sieht nur Felder, die ihre Nachbar-1 auch sieht: Die eine Mine der Nachbarin liegt darunter, also ist deren anderes verdecktes Feld sicher. Finde ein Feld, das die beiden Zahlen zusammen entscheiden.</translation>
        </message>
        <message>
            <source>Three numbers together</source>
            <translation>Drei Zahlen zusammen</translation>
        </message>
        <message>
            <source>Sometimes no one or two numbers decide anything and three do: try each way to place mines that fits all three, and a cell that comes out the same every time is decided. Flags count as mines.</source>
            <translation>Manchmal entscheiden eine oder zwei Zahlen nichts, drei aber schon: Probiere jede Art, Minen passend zu allen dreien zu legen; ein Feld, das jedes Mal gleich ausfällt, ist entschieden. Flaggen zählen als Minen.</translation>
        </message>
        <message>
            <source>The mine count</source>
            <translation>Die Minenzahl</translation>
        </message>
        <message>
            <source>When the numbers decide nothing, count the mines. The counter shows how many there are in all; if the numbers already account for every one, each covered cell beyond them is safe.</source>
            <translation>Wenn die Zahlen nichts entscheiden, zähle die Minen. Der Zähler zeigt, wie viele es insgesamt gibt; erklären die Zahlen schon alle, ist jedes verdeckte Feld außerhalb von ihnen sicher.</translation>
        </message>
    </context>
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
        <message>
            <source>Custom</source>
            <translation>Benutzerdefiniert</translation>
        </message>
        <message>
            <source>Unknown level {level}: use beginner, intermediate, expert or WxH/M, e.g. 30x16/99 (30 columns, 16 rows, 99 mines).</source>
            <translation>Unbekannte Stufe {level}: Verwende beginner, intermediate, expert oder BxH/M, z. B. 30x16/99 (30 Spalten, 16 Zeilen, 99 Minen).</translation>
        </message>
        <message>
            <source>Width and height must be between 1 and {most}, not {width}x{height}.</source>
            <translation>Breite und Höhe müssen zwischen 1 und {most} liegen, nicht {width}x{height}.</translation>
        </message>
        <message>
            <source>A board needs at least one mine, not {mines}.</source>
            <translation>Ein Brett braucht mindestens eine Mine, nicht {mines}.</translation>
        </message>
        <message>
            <source>The number of mines cannot be negative ({mines} was asked for).</source>
            <translation>Die Minenzahl kann nicht negativ sein ({mines} wurde verlangt).</translation>
        </message>
        <message>
            <source>A {width}x{height} board has no room for mines: the first click and its neighbours never hold one. Make one side at least 4.</source>
            <translation>Ein {width}x{height}-Brett hat keinen Platz für Minen: Das erste Feld und seine Nachbarn enthalten nie eine. Mache eine Seite mindestens 4 groß.</translation>
        </message>
        <message numerus="yes">
            <source>A {width}x{height} board holds at most %n mine(s): the first cell opened and its neighbours never hold one ({mines} were asked for).</source>
            <translation>
                <numerusform>Ein {width}x{height}-Brett fasst höchstens %n Mine: Das erste geöffnete Feld und seine Nachbarn enthalten nie eine ({mines} wurden verlangt).</numerusform>
                <numerusform>Ein {width}x{height}-Brett fasst höchstens %n Minen: Das erste geöffnete Feld und seine Nachbarn enthalten nie eine ({mines} wurden verlangt).</numerusform>
            </translation>
        </message>
        <message>
            <source>A board 2 cells high needs an even number of mines: the two cells of a column look the same to every number, so a column with one mine would be a guess.</source>
            <translation>Ein 2 Felder hohes Brett braucht eine gerade Minenzahl: Die zwei Felder einer Spalte sehen für jede Zahl gleich aus, eine Spalte mit einer Mine wäre also Raten.</translation>
        </message>
        <message>
            <source>A board 2 cells wide needs an even number of mines: the two cells of a row look the same to every number, so a row with one mine would be a guess.</source>
            <translation>Ein 2 Felder breites Brett braucht eine gerade Minenzahl: Die zwei Felder einer Zeile sehen für jede Zahl gleich aus, eine Zeile mit einer Mine wäre also Raten.</translation>
        </message>
        <message>
            <source>Wide</source>
            <translation>Breit</translation>
        </message>
        <message>
            <source>Big</source>
            <translation>Groß</translation>
        </message>
    </context>
    <context>
        <name>Lists</name>
        <message numerus="yes">
            <source>%n more highlighted flag(s)</source>
            <translation>
                <numerusform>%n weitere markierte Flagge</numerusform>
                <numerusform>%n weitere markierte Flaggen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more highlighted cell(s)</source>
            <translation>
                <numerusform>%n weiteres markiertes Feld</numerusform>
                <numerusform>%n weitere markierte Felder</numerusform>
            </translation>
        </message>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>{list} or {last}</source>
            <translation>{list} oder {last}</translation>
        </message>
        <message>
            <source>{list} and {last}</source>
            <translation>{list} und {last}</translation>
        </message>
    </context>
    <context>
        <name>Loss</name>
        <message>
            <source>The chord on {number} opened {cell}: its flags looked complete, so its other covered cells seemed safe.</source>
            <translation>Der Akkord auf {number} hat {cell} geöffnet: Ihre Flaggen schienen vollständig, also wirkten ihre übrigen verdeckten Felder sicher.</translation>
        </message>
        <message>
            <source>The chord on {number} opened {cell}: its flags looked complete, so its other covered cells seemed safe, but the flag at {flags} was not on a mine.</source>
            <translation>Der Akkord auf {number} hat {cell} geöffnet: Ihre Flaggen schienen vollständig, also wirkten ihre übrigen verdeckten Felder sicher, aber die Flagge bei {flags} stand nicht auf einer Mine.</translation>
        </message>
        <message>
            <source>The chord on {number} opened {cell}: its flags looked complete, so its other covered cells seemed safe, but the flags at {flags} were not on mines.</source>
            <translation>Der Akkord auf {number} hat {cell} geöffnet: Ihre Flaggen schienen vollständig, also wirkten ihre übrigen verdeckten Felder sicher, aber die Flaggen bei {flags} standen nicht auf Minen.</translation>
        </message>
        <message>
            <source>{cell} was provably a mine.</source>
            <translation>{cell} war nachweislich eine Mine.</translation>
        </message>
        <message>
            <source>Step by step (each step counts the mines proven before it as flagged): {steps}</source>
            <translation>Schritt für Schritt (jeder Schritt zählt die vorher bewiesenen Minen als markiert): {steps}</translation>
        </message>
        <message>
            <source>No way to place the mines that fits the numbers and the mine count leaves {cell} safe.</source>
            <translation>Keine Anordnung der Minen, die zu den Zahlen und zur Minenzahl passt, lässt {cell} sicher.</translation>
        </message>
        <message>
            <source>No way to place the mines that fits the numbers leaves {cell} safe.</source>
            <translation>Keine Anordnung der Minen, die zu den Zahlen passt, lässt {cell} sicher.</translation>
        </message>
        <message>
            <source>Nothing proved {cell} safe, and its numbers alone did not prove it a mine. Whether the mine count did, and the odds of a mine there, took too long to work out.</source>
            <translation>Nichts hat bewiesen, dass {cell} sicher war, und seine Zahlen allein bewiesen auch nicht, dass dort eine Mine lag. Auszurechnen, ob die Minenzahl es bewies und wie wahrscheinlich dort eine Mine lag, hat zu lange gedauert.</translation>
        </message>
        <message>
            <source>Nothing proved {cell} safe. Whether it was provably a mine took too long to work out.</source>
            <translation>Nichts hat bewiesen, dass {cell} sicher war. Auszurechnen, ob dort nachweislich eine Mine lag, hat zu lange gedauert.</translation>
        </message>
        <message>
            <source>Nothing proved {cell} safe: opening it was a guess.</source>
            <translation>Nichts hat bewiesen, dass {cell} sicher war: Es zu öffnen war geraten.</translation>
        </message>
        <message>
            <source>Working out the odds took too long.</source>
            <translation>Die Wahrscheinlichkeit auszurechnen hat zu lange gedauert.</translation>
        </message>
        <message>
            <source>Of all the ways to place the mines that fit the numbers and the mine count, {percent} put a mine on {cell}.</source>
            <translation>Von allen Anordnungen der Minen, die zu den Zahlen und zur Minenzahl passen, legen {percent} eine Mine auf {cell}.</translation>
        </message>
        <message>
            <source>Finding the easiest deduction in that position took too long.</source>
            <translation>Den einfachsten Schluss in dieser Stellung zu finden hat zu lange gedauert.</translation>
        </message>
        <message>
            <source>Nothing else could be proven in that position either: it needed a guess.</source>
            <translation>Auch sonst ließ sich in dieser Stellung nichts beweisen: Sie erforderte Raten.</translation>
        </message>
        <message>
            <source>It was also the easiest deduction in that position: {cell} should have been flagged, not opened.</source>
            <translation>Es war auch der einfachste Schluss in dieser Stellung: {cell} hätte markiert statt geöffnet werden sollen.</translation>
        </message>
        <message>
            <source>The easiest deduction available instead: {step}</source>
            <translation>Der einfachste Schluss, der stattdessen möglich war: {step}</translation>
        </message>
        <message>
            <source>Showing it step by step took too long.</source>
            <translation>Das Schritt für Schritt zu zeigen hat zu lange gedauert.</translation>
        </message>
        <message>
            <source>Its step-by-step proof is too long to show here.</source>
            <translation>Der Beweis Schritt für Schritt ist zu lang, um ihn hier zu zeigen.</translation>
        </message>
        <message>
            <source>Your flag at {flags} was not on a mine: the numbers proved {freed} safe.</source>
            <translation>Deine Flagge bei {flags} stand nicht auf einer Mine: Die Zahlen bewiesen, dass {freed} sicher war.</translation>
        </message>
        <message>
            <source>Your flags at {flags} were not on mines: the numbers proved {freed} safe.</source>
            <translation>Deine Flaggen bei {flags} standen nicht auf Minen: Die Zahlen bewiesen, dass {freed} sicher war.</translation>
        </message>
        <message>
            <source>Your flag at {flags} was not on a mine; without it, {freed} was provably safe.</source>
            <translation>Deine Flagge bei {flags} stand nicht auf einer Mine; ohne sie war {freed} nachweislich sicher.</translation>
        </message>
        <message>
            <source>Your flags at {flags} were not on mines; without them, {freed} was provably safe.</source>
            <translation>Deine Flaggen bei {flags} standen nicht auf Minen; ohne sie war {freed} nachweislich sicher.</translation>
        </message>
        <message>
            <source>Your flag at {flags} was not on a mine.</source>
            <translation>Deine Flagge bei {flags} stand nicht auf einer Mine.</translation>
        </message>
        <message>
            <source>Your flags at {flags} were not on mines.</source>
            <translation>Deine Flaggen bei {flags} standen nicht auf Minen.</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>How to &amp;play…</source>
            <translation>&amp;Spielanleitung…</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <source>&amp;System language</source>
            <translation>&amp;Systemsprache</translation>
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
            <source>&amp;Standard rules (competition: no help of any kind)</source>
            <translation>&amp;Standardregeln (Wettkampf: keinerlei Hilfe)</translation>
        </message>
        <message>
            <source>Brief anno&amp;uncements (screen readers)</source>
            <translation>Kurze Ansagen (&amp;Bildschirmleser)</translation>
        </message>
        <message>
            <source>&amp;Undo the mistake</source>
            <translation>Fehler &amp;rückgängig machen</translation>
        </message>
        <message>
            <source>&amp;Retry this board</source>
            <translation>Dieses Brett &amp;erneut spielen</translation>
        </message>
        <message>
            <source>Re&amp;view the game…</source>
            <translation>Spiel &amp;analysieren…</translation>
        </message>
        <message>
            <source>Show the position before the &amp;mistake</source>
            <translation>Stellung vor dem &amp;Fehler zeigen</translation>
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
            <source>Hardes&amp;t (three+ numbers or the mine count)</source>
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
            <source>&amp;High contrast</source>
            <translation>&amp;Hoher Kontrast</translation>
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
            <source>&amp;{level} ({width}x{height}, {mines} mines)</source>
            <translation>&amp;{level} ({width}x{height}, {mines} Minen)</translation>
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
            <source>Cop&amp;y board id</source>
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
        <message>
            <source>P&amp;ause</source>
            <translation>&amp;Pause</translation>
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message>
            <source>a wrong flag</source>
            <translation>eine falsche Flagge</translation>
        </message>
        <message>
            <source>the move that lost</source>
            <translation>der Zug, der verloren hat</translation>
        </message>
        <message>
            <source>where you asked for a hint</source>
            <translation>wo du einen Hinweis wolltest</translation>
        </message>
        <message>
            <source>a guess where a forced move was there</source>
            <translation>geraten, wo es einen zwingenden Zug gab</translation>
        </message>
        <message>
            <source>Right: the cell at {cell} is a mine.</source>
            <translation>Richtig: Das Feld bei {cell} ist eine Mine.</translation>
        </message>
        <message>
            <source>Right: the cell at {cell} is safe.</source>
            <translation>Richtig: Das Feld bei {cell} ist sicher.</translation>
        </message>
        <message>
            <source>The easiest proof here is about another cell.</source>
            <translation>Der einfachste Beweis hier betrifft ein anderes Feld.</translation>
        </message>
        <message>
            <source>Wrong: the cell at {cell} is safe, not a mine.</source>
            <translation>Falsch: Das Feld bei {cell} ist sicher, keine Mine.</translation>
        </message>
        <message>
            <source>Wrong: the cell at {cell} is a mine.</source>
            <translation>Falsch: Das Feld bei {cell} ist eine Mine.</translation>
        </message>
        <message>
            <source>Not proven: nothing here shows that the cell at {cell} is a mine; a guess.</source>
            <translation>Nicht bewiesen: Nichts hier zeigt, dass das Feld bei {cell} eine Mine ist; geraten.</translation>
        </message>
        <message>
            <source>Not proven: nothing here shows that the cell at {cell} is safe; a guess.</source>
            <translation>Nicht bewiesen: Nichts hier zeigt, dass das Feld bei {cell} sicher ist; geraten.</translation>
        </message>
        <message>
            <source>A move this position proves: {step}</source>
            <translation>Ein Zug, den diese Stellung beweist: {step}</translation>
        </message>
        <message>
            <source>The practice file could not be read ({error}); it was kept as {file}.</source>
            <translation>Die Übungsdatei konnte nicht gelesen werden ({error}); sie wurde als {file} aufbewahrt.</translation>
        </message>
        <message>
            <source>Practice results are kept in memory only: {error}.</source>
            <translation>Übungsergebnisse werden nur im Arbeitsspeicher aufbewahrt: {error}.</translation>
        </message>
        <message>
            <source>Practice results could not be read: {error}.</source>
            <translation>Die Übungsergebnisse konnten nicht gelesen werden: {error}.</translation>
        </message>
        <message>
            <source>Some values in the practice file are impossible (a rating or an answer that cannot be); they are left out, and new answers are saved as usual.</source>
            <translation>Einige Werte in der Übungsdatei sind unmöglich (eine Wertung oder eine Antwort, die es nicht geben kann); sie werden ausgelassen, und neue Antworten werden wie gewohnt gespeichert.</translation>
        </message>
        <message>
            <source>This answer could not be saved: {error}.</source>
            <translation>Diese Antwort konnte nicht gespeichert werden: {error}.</translation>
        </message>
        <message>
            <source>Rating chart</source>
            <translation>Wertungsdiagramm</translation>
        </message>
        <message>
            <source>Your rating will show here after your first puzzle.</source>
            <translation>Deine Wertung erscheint hier nach deinem ersten Rätsel.</translation>
        </message>
        <message numerus="yes">
            <source>Your rating after each of %n rated puzzle(s)</source>
            <translation>
                <numerusform>Deine Wertung nach %n gewertetem Rätsel</numerusform>
                <numerusform>Deine Wertung nach jedem von %n gewerteten Rätseln</numerusform>
            </translation>
        </message>
        <message>
            <source>Looking through your recent games for moves to practise…</source>
            <translation>Deine letzten Spiele werden nach Zügen zum Üben durchsucht…</translation>
        </message>
        <message>
            <source>Looking for a puzzle near your rating…</source>
            <translation>Ein Rätsel nahe deiner Wertung wird gesucht…</translation>
        </message>
        <message>
            <source>No puzzles from your own games yet: positions where you lost, flagged wrongly, guessed past a forced move or asked for a hint show up here.</source>
            <translation>Noch keine Rätsel aus deinen eigenen Spielen: Stellungen, in denen du verloren, falsch markiert, trotz eines zwingenden Zugs geraten oder einen Hinweis verlangt hast, erscheinen hier.</translation>
        </message>
        <message>
            <source>From your game of {date}, before move {move}: {reason}.</source>
            <translation>Aus deinem Spiel vom {date}, vor Zug {move}: {reason}.</translation>
        </message>
        <message>
            <source>No puzzle could be found: {reason}</source>
            <translation>Es konnte kein Rätsel gefunden werden: {reason}</translation>
        </message>
        <message>
            <source>A puzzle, rated {rating}.</source>
            <translation>Ein Rätsel mit Wertung {rating}.</translation>
        </message>
        <message>
            <source>A puzzle for {technique}, rated {rating}.</source>
            <translation>Ein Rätsel für {technique}, Wertung {rating}.</translation>
        </message>
        <message numerus="yes">
            <source>{intro} %n mine(s), {flags} of them flagged (every flag is right). Find a cell this position proves: click or press Space to open a safe cell, right-click or press F to flag a mine.</source>
            <translation>
                <numerusform>{intro} %n Mine, davon {flags} markiert (jede Flagge stimmt). Finde ein Feld, das diese Stellung beweist: Klicke oder drücke die Leertaste, um ein sicheres Feld zu öffnen; Rechtsklick oder F markiert eine Mine.</numerusform>
                <numerusform>{intro} %n Minen, davon {flags} markiert (jede Flagge stimmt). Finde ein Feld, das diese Stellung beweist: Klicke oder drücke die Leertaste, um ein sicheres Feld zu öffnen; Rechtsklick oder F markiert eine Mine.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{intro} %n mine(s). Find a cell this position proves: click or press Space to open a safe cell, right-click or press F to flag a mine.</source>
            <translation>
                <numerusform>{intro} %n Mine. Finde ein Feld, das diese Stellung beweist: Klicke oder drücke die Leertaste, um ein sicheres Feld zu öffnen; Rechtsklick oder F markiert eine Mine.</numerusform>
                <numerusform>{intro} %n Minen. Finde ein Feld, das diese Stellung beweist: Klicke oder drücke die Leertaste, um ein sicheres Feld zu öffnen; Rechtsklick oder F markiert eine Mine.</numerusform>
            </translation>
        </message>
        <message>
            <source>Technique: {technique}.</source>
            <translation>Technik: {technique}.</translation>
        </message>
        <message>
            <source>Patterns: {patterns}.</source>
            <translation>Muster: {patterns}.</translation>
        </message>
        <message>
            <source>Try again (not rated).</source>
            <translation>Versuche es noch einmal (nicht gewertet).</translation>
        </message>
        <message>
            <source>Lesson {number} of {count}: {title}.</source>
            <translation>Lektion {number} von {count}: {title}.</translation>
        </message>
        <message>
            <source>Your rating: {rating} ± {deviation}</source>
            <translation>Deine Wertung: {rating} ± {deviation}</translation>
        </message>
        <message>
            <source>(not rated: tried before)</source>
            <translation>(nicht gewertet: schon versucht)</translation>
        </message>
        <message>
            <source>No puzzles answered yet.</source>
            <translation>Noch keine Rätsel beantwortet.</translation>
        </message>
        <message>
            <source>Right the first time: {list}</source>
            <translation>Beim ersten Versuch richtig: {list}</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>Willkommen</translation>
        </message>
        <message>
            <source>New to Minesweeper, or to solving it without guessing? A short tutorial shows the rules and then one technique at a time, on small boards. You can open it later from Help &gt; Lessons.</source>
            <translation>Neu bei Minesweeper oder beim Lösen ohne Raten? Eine kurze Anleitung zeigt die Regeln und dann eine Technik nach der anderen auf kleinen Brettern. Du kannst sie später über Hilfe &gt; Lektionen öffnen.</translation>
        </message>
        <message>
            <source>Show me the lessons</source>
            <translation>Zeig mir die Lektionen</translation>
        </message>
        <message>
            <source>Not now</source>
            <translation>Jetzt nicht</translation>
        </message>
        <message>
            <source>Every technique</source>
            <translation>Alle Techniken</translation>
        </message>
        <message>
            <source>One number (single)</source>
            <translation>Eine Zahl (einzeln)</translation>
        </message>
        <message>
            <source>Two numbers (pair)</source>
            <translation>Zwei Zahlen (Paar)</translation>
        </message>
        <message>
            <source>Three or more numbers (chain)</source>
            <translation>Drei oder mehr Zahlen (Kette)</translation>
        </message>
        <message>
            <source>The mine count</source>
            <translation>Die Minenzahl</translation>
        </message>
        <message>
            <source>From your own games</source>
            <translation>Aus deinen eigenen Spielen</translation>
        </message>
        <message>
            <source>one number</source>
            <translation>eine Zahl</translation>
        </message>
        <message>
            <source>two numbers together</source>
            <translation>zwei Zahlen zusammen</translation>
        </message>
        <message>
            <source>three or more numbers together</source>
            <translation>drei oder mehr Zahlen zusammen</translation>
        </message>
        <message>
            <source>the mine count</source>
            <translation>die Minenzahl</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>Übung</translation>
        </message>
        <message>
            <source>Technique</source>
            <translation>Technik</translation>
        </message>
        <message>
            <source>&amp;Next puzzle</source>
            <translation>&amp;Nächstes Rätsel</translation>
        </message>
        <message>
            <source>&amp;Try again</source>
            <translation>Nochmal &amp;versuchen</translation>
        </message>
        <message>
            <source>&amp;Lessons</source>
            <translation>&amp;Lektionen</translation>
        </message>
        <message>
            <source>Technique:</source>
            <translation>Technik:</translation>
        </message>
        <message>
            <source>&amp;Practice</source>
            <translation>Ü&amp;bung</translation>
        </message>
        <message>
            <source>&amp;Next lesson</source>
            <translation>&amp;Nächste Lektion</translation>
        </message>
        <message>
            <source>One number</source>
            <translation>Eine Zahl</translation>
        </message>
        <message>
            <source>Two numbers together</source>
            <translation>Zwei Zahlen zusammen</translation>
        </message>
        <message>
            <source>Three or more numbers</source>
            <translation>Drei oder mehr Zahlen</translation>
        </message>
        <message>
            <source>Practice rating chart</source>
            <translation>Diagramm der Übungswertung</translation>
        </message>
        <message numerus="yes">
            <source>Rating {rating} after %n rated puzzle(s)</source>
            <translation>
                <numerusform>Wertung {rating} nach %n gewertetem Rätsel</numerusform>
                <numerusform>Wertung {rating} nach %n gewerteten Rätseln</numerusform>
            </translation>
        </message>
        <message>
            <source>No rated puzzles yet</source>
            <translation>Noch keine gewerteten Rätsel</translation>
        </message>
        <message>
            <source>Solve a practice puzzle (Game &gt; Practice…) to see your rating here.</source>
            <translation>Löse ein Übungsrätsel (Spiel &gt; Übung…), um hier deine Wertung zu sehen.</translation>
        </message>
        <message>
            <source>rating after each of {count} rated puzzles, oldest left (everyone starts at {start})</source>
            <translation>Wertung nach jedem der {count} gewerteten Rätsel, ältestes links (alle beginnen bei {start})</translation>
        </message>
        <message>
            <source>Right the first time, per technique (retries are not counted):</source>
            <translation>Beim ersten Versuch richtig, je Technik (Wiederholungen zählen nicht):</translation>
        </message>
        <message>
            <source>Accuracy per technique</source>
            <translation>Trefferquote je Technik</translation>
        </message>
        <message>
            <source>Puzzles</source>
            <translation>Rätsel</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Richtig</translation>
        </message>
        <message>
            <source>Accuracy</source>
            <translation>Genauigkeit</translation>
        </message>
        <message numerus="yes">
            <source>Your practice rating: {rating} ± {deviation} after %n rated puzzle(s).</source>
            <translation>
                <numerusform>Deine Übungswertung: {rating} ± {deviation} nach %n gewertetem Rätsel.</numerusform>
                <numerusform>Deine Übungswertung: {rating} ± {deviation} nach %n gewerteten Rätseln.</numerusform>
            </translation>
        </message>
        <message>
            <source>No practice yet. Game &gt; Practice… trains one technique at a time with puzzles near your rating.</source>
            <translation>Noch keine Übung. Spiel &gt; Übung… trainiert eine Technik nach der anderen mit Rätseln nahe deiner Wertung.</translation>
        </message>
    </context>
    <context>
        <name>Replays</name>
        <message>
            <source>{name} is not a replay this game reads ({types}).</source>
            <translation>{name} ist keine Aufzeichnung, die dieses Spiel liest ({types}).</translation>
        </message>
        <message>
            <source>{file} cannot be opened: {reason}.</source>
            <translation>{file} kann nicht geöffnet werden: {reason}.</translation>
        </message>
        <message>
            <source>{file} is not a file.</source>
            <translation>{file} ist keine Datei.</translation>
        </message>
        <message>
            <source>{name} is empty.</source>
            <translation>{name} ist leer.</translation>
        </message>
        <message>
            <source>{name} is too large to be a replay ({size} bytes).</source>
            <translation>{name} ist zu groß für eine Aufzeichnung ({size} Bytes).</translation>
        </message>
        <message>
            <source>Reading {name} took too long; it is not a replay.</source>
            <translation>{name} zu lesen dauerte zu lange; es ist keine Aufzeichnung.</translation>
        </message>
        <message>
            <source>The replay reader could not start: {error}.</source>
            <translation>Das Lesen der Aufzeichnung konnte nicht starten: {error}.</translation>
        </message>
        <message>
            <source>{name} is damaged or not a replay ({error}).</source>
            <translation>{name} ist beschädigt oder keine Aufzeichnung ({error}).</translation>
        </message>
        <message>
            <source>{name} is damaged: its header gives a 3BV of {said}, its board has {bv}.</source>
            <translation>{name} ist beschädigt: Sein Kopf nennt ein 3BV von {said}, sein Brett hat {bv}.</translation>
        </message>
        <message>
            <source>{name} is damaged: its header gives a time of {said} s, but its events end at {end} s.</source>
            <translation>{name} ist beschädigt: Sein Kopf nennt eine Zeit von {said} s, aber seine Ereignisse enden bei {end} s.</translation>
        </message>
        <message>
            <source>{name} is damaged or not a {suffix} replay (the reader stopped{signal}).</source>
            <translation>{name} ist beschädigt oder keine {suffix}-Aufzeichnung (das Lesen brach ab{signal}).</translation>
        </message>
        <message>
            <source>exit status {code}</source>
            <translation>Exit-Status {code}</translation>
        </message>
        <message>
            <source>{name} could not be read: {reason}.</source>
            <translation>{name} konnte nicht gelesen werden: {reason}.</translation>
        </message>
        <message>
            <source>The replay recorder could not start: {error}.</source>
            <translation>Die Aufzeichnung konnte nicht starten: {error}.</translation>
        </message>
        <message>
            <source>The replay recorder stopped; this game is not recorded.</source>
            <translation>Die Aufzeichnung wurde beendet; dieses Spiel wird nicht aufgezeichnet.</translation>
        </message>
        <message>
            <source>Nothing was recorded.</source>
            <translation>Es wurde nichts aufgezeichnet.</translation>
        </message>
        <message>
            <source>The replay recorder did not answer in time.</source>
            <translation>Die Aufzeichnung hat nicht rechtzeitig geantwortet.</translation>
        </message>
        <message>
            <source>The replay was not saved: {reason}.</source>
            <translation>Die Aufzeichnung wurde nicht gespeichert: {reason}.</translation>
        </message>
        <message>
            <source>the game is not over</source>
            <translation>das Spiel ist noch nicht zu Ende</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>die Festplatte ist voll</translation>
        </message>
        <message>
            <source>the folder is read-only</source>
            <translation>der Ordner ist schreibgeschützt</translation>
        </message>
        <message>
            <source>the recorder stopped (status {code})</source>
            <translation>die Aufzeichnung brach ab (Status {code})</translation>
        </message>
        <message>
            <source>{name} has no event data to play back.</source>
            <translation>{name} enthält keine Ereignisse zum Abspielen.</translation>
        </message>
        <message>
            <source>{name} has no opened cell to review.</source>
            <translation>{name} hat kein aufgedecktes Feld, das sich auswerten ließe.</translation>
        </message>
        <message>
            <source>{name} cannot be reviewed: {reason}</source>
            <translation>{name} kann nicht ausgewertet werden: {reason}</translation>
        </message>
        <message>
            <source>Open replay</source>
            <translation>Aufzeichnung öffnen</translation>
        </message>
        <message>
            <source>{name} could not be opened: {error}</source>
            <translation>{name} konnte nicht geöffnet werden: {error}</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Datei</translation>
        </message>
        <message>
            <source>&amp;Open replay…</source>
            <translation>Aufzeichnung &amp;öffnen…</translation>
        </message>
        <message>
            <source>&amp;Save replay as…</source>
            <translation>Aufzeichnung &amp;speichern unter…</translation>
        </message>
        <message>
            <source>The replay of this game was not saved: {problem}</source>
            <translation>Die Aufzeichnung dieses Spiels wurde nicht gespeichert: {problem}</translation>
        </message>
        <message>
            <source>No game has been recorded yet.</source>
            <translation>Es wurde noch kein Spiel aufgezeichnet.</translation>
        </message>
        <message>
            <source>Save replay as</source>
            <translation>Aufzeichnung speichern unter</translation>
        </message>
        <message>
            <source>The replay could not be saved to {file}: {reason}.</source>
            <translation>Die Aufzeichnung konnte nicht unter {file} gespeichert werden: {reason}.</translation>
        </message>
        <message>
            <source>Save replay</source>
            <translation>Aufzeichnung speichern</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Zeit</translation>
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
            <translation>Klicks (L/R/D)</translation>
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
            <translation>Korrektheit</translation>
        </message>
        <message>
            <source>Throughput</source>
            <translation>Durchsatz</translation>
        </message>
        <message>
            <source>Path</source>
            <translation>Mausweg</translation>
        </message>
        <message>
            <source>{pixels} px</source>
            <translation>{pixels} px</translation>
        </message>
        <message>
            <source>won</source>
            <translation>gewonnen</translation>
        </message>
        <message>
            <source>not finished</source>
            <translation>nicht beendet</translation>
        </message>
        <message>
            <source>{player} · {width}x{height}, {mines} mines · {seconds} s, {result} · .{format} ({software})</source>
            <translation>{player} · {width}x{height}, {mines} Minen · {seconds} s, {result} · .{format} ({software})</translation>
        </message>
        <message>
            <source>unknown player</source>
            <translation>unbekannter Spieler</translation>
        </message>
        <message>
            <source>unknown program</source>
            <translation>unbekanntes Programm</translation>
        </message>
        <message>
            <source>Replay – {name}</source>
            <translation>Aufzeichnung – {name}</translation>
        </message>
        <message>
            <source>The board stops following this replay: {problem}</source>
            <translation>Das Spielfeld folgt dieser Aufzeichnung nicht weiter: {problem}</translation>
        </message>
        <message>
            <source>Previous click (Left; Shift+Left: previous mouse event)</source>
            <translation>Vorheriger Klick (Links; Umschalt+Links: vorheriges Mausereignis)</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Abspielen</translation>
        </message>
        <message>
            <source>Play or pause (Space)</source>
            <translation>Abspielen oder anhalten (Leertaste)</translation>
        </message>
        <message>
            <source>Next click (Right; Shift+Right: next mouse event)</source>
            <translation>Nächster Klick (Rechts; Umschalt+Rechts: nächstes Mausereignis)</translation>
        </message>
        <message>
            <source>Review…</source>
            <translation>Analysieren…</translation>
        </message>
        <message>
            <source>Judge every click: forced by logic, a guess, or a mistake</source>
            <translation>Jeden Klick bewerten: durch Logik erzwungen, geraten oder ein Fehler</translation>
        </message>
        <message>
            <source>Previous click</source>
            <translation>Vorheriger Klick</translation>
        </message>
        <message>
            <source>Next click</source>
            <translation>Nächster Klick</translation>
        </message>
        <message>
            <source>Replay time</source>
            <translation>Zeit der Aufzeichnung</translation>
        </message>
        <message>
            <source>Speed:</source>
            <translation>Tempo:</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <source>Play the selected game back, with its counters</source>
            <translation>Das gewählte Spiel mit seinen Zählern abspielen</translation>
        </message>
        <message>
            <source>Export replays…</source>
            <translation>Aufzeichnungen exportieren…</translation>
        </message>
        <message>
            <source>Copy the .evf replays of the games shown to a folder</source>
            <translation>Die .evf-Aufzeichnungen der gezeigten Spiele in einen Ordner kopieren</translation>
        </message>
        <message>
            <source>None of the games shown has a replay.</source>
            <translation>Keines der gezeigten Spiele hat eine Aufzeichnung.</translation>
        </message>
        <message>
            <source>Export replays</source>
            <translation>Aufzeichnungen exportieren</translation>
        </message>
        <message>
            <source>Export replays to</source>
            <translation>Aufzeichnungen exportieren nach</translation>
        </message>
        <message numerus="yes">
            <source>%n replay(s) exported to {folder}.</source>
            <translation>
                <numerusform>%n Aufzeichnung nach {folder} exportiert.</numerusform>
                <numerusform>%n Aufzeichnungen nach {folder} exportiert.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>The first click was at {cell}, but this board starts at {start}.</source>
            <translation>Der erste Klick war auf {cell}, aber dieses Brett beginnt auf {start}.</translation>
        </message>
        <message>
            <source>A move at {cell} is off the board.</source>
            <translation>Ein Zug auf {cell} liegt außerhalb des Bretts.</translation>
        </message>
        <message>
            <source>Why: {reason}</source>
            <translation>Warum: {reason}</translation>
        </message>
        <message>
            <source>first click</source>
            <translation>erster Klick</translation>
        </message>
        <message>
            <source>forced</source>
            <translation>zwingend</translation>
        </message>
        <message>
            <source>lucky guess</source>
            <translation>Glückstreffer</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>Fehler</translation>
        </message>
        <message>
            <source>other</source>
            <translation>sonstiges</translation>
        </message>
        <message numerus="yes">
            <source>Won in {seconds} s, %n move(s);</source>
            <translation>
                <numerusform>Gewonnen in {seconds} s, %n Zug;</numerusform>
                <numerusform>Gewonnen in {seconds} s, %n Züge;</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Lost in {seconds} s, %n move(s);</source>
            <translation>
                <numerusform>Verloren in {seconds} s, %n Zug;</numerusform>
                <numerusform>Verloren in {seconds} s, %n Züge;</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Not finished in {seconds} s, %n move(s);</source>
            <translation>
                <numerusform>Nicht beendet nach {seconds} s, %n Zug;</numerusform>
                <numerusform>Nicht beendet nach {seconds} s, %n Züge;</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n forced,</source>
            <translation>
                <numerusform>%n zwingend,</numerusform>
                <numerusform>%n zwingend,</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n lucky guess(es),</source>
            <translation>
                <numerusform>%n Glückstreffer,</numerusform>
                <numerusform>%n Glückstreffer,</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mistake(s).</source>
            <translation>
                <numerusform>%n Fehler.</numerusform>
                <numerusform>%n Fehler.</numerusform>
            </translation>
        </message>
        <message>
            <source>Every move you could prove, you made by logic.</source>
            <translation>Jeden Zug, den du beweisen konntest, hast du mit Logik gemacht.</translation>
        </message>
        <message>
            <source>Move {number} was the first the numbers did not prove, while a move they proved was there to make.</source>
            <translation>Zug {number} war der erste, den die Zahlen nicht bewiesen, obwohl ein bewiesener Zug möglich war.</translation>
        </message>
        <message>
            <source>under 1%</source>
            <translation>unter 1 %</translation>
        </message>
        <message>
            <source>over 99%</source>
            <translation>über 99 %</translation>
        </message>
        <message>
            <source>The numbers proved it.</source>
            <translation>Die Zahlen haben es bewiesen.</translation>
        </message>
        <message>
            <source>The chance of a mine there was {percent}.</source>
            <translation>Die Wahrscheinlichkeit einer Mine dort lag bei {percent}.</translation>
        </message>
        <message>
            <source>After the end of the game.</source>
            <translation>Nach dem Ende des Spiels.</translation>
        </message>
        <message>
            <source>The first click at {cell} opened a single {value}.</source>
            <translation>Der erste Klick bei {cell} öffnete nur eine einzelne {value}.</translation>
        </message>
        <message>
            <source>The first click at {cell}: it always opens an area.</source>
            <translation>Der erste Klick bei {cell}: Er öffnet immer einen Bereich.</translation>
        </message>
        <message>
            <source>The hint took the wrong flag off {cell}.</source>
            <translation>Der Hinweis hat die falsche Flagge bei {cell} entfernt.</translation>
        </message>
        <message>
            <source>The hint flagged {cell}, which was proven.</source>
            <translation>Der Hinweis hat {cell} markiert, was bewiesen war.</translation>
        </message>
        <message>
            <source>The hint opened {cell}, which was proven.</source>
            <translation>Der Hinweis hat {cell} geöffnet, was bewiesen war.</translation>
        </message>
        <message>
            <source>Took the flag off {cell} (it was right).</source>
            <translation>Die Flagge bei {cell} entfernt (sie war richtig).</translation>
        </message>
        <message>
            <source>Took the flag off {cell} (it was wrong).</source>
            <translation>Die Flagge bei {cell} entfernt (sie war falsch).</translation>
        </message>
        <message>
            <source>A question mark on {cell}.</source>
            <translation>Ein Fragezeichen auf {cell}.</translation>
        </message>
        <message>
            <source>Took the question mark off {cell}.</source>
            <translation>Das Fragezeichen bei {cell} entfernt.</translation>
        </message>
        <message>
            <source>Nothing changed at {cell}.</source>
            <translation>Bei {cell} hat sich nichts geändert.</translation>
        </message>
        <message>
            <source>A click at {cell} that opened nothing.</source>
            <translation>Ein Klick bei {cell}, der nichts geöffnet hat.</translation>
        </message>
        <message>
            <source>Opened {cell}: it was a mine.</source>
            <translation>{cell} geöffnet: Es war eine Mine.</translation>
        </message>
        <message>
            <source>A chord on the number at {cell} opened a mine at {mine}.</source>
            <translation>Ein Akkord auf der Zahl bei {cell} hat eine Mine bei {mine} geöffnet.</translation>
        </message>
        <message>
            <source>Opened {cell}: it was provably safe.</source>
            <translation>{cell} geöffnet: Es war nachweislich sicher.</translation>
        </message>
        <message>
            <source>A chord on the number at {cell}: it was provably safe.</source>
            <translation>Ein Akkord auf der Zahl bei {cell}: Es war nachweislich sicher.</translation>
        </message>
        <message>
            <source>A chord on the number at {cell}: every cell it opened was provably safe.</source>
            <translation>Ein Akkord auf der Zahl bei {cell}: Jedes Feld, das er geöffnet hat, war nachweislich sicher.</translation>
        </message>
        <message>
            <source>A chord on the number at {cell}: a guess that happened to be safe; nothing proved it yet.</source>
            <translation>Ein Akkord auf der Zahl bei {cell}: geraten, und es ging gut; noch bewies es nichts.</translation>
        </message>
        <message>
            <source>Opened {cell}: a guess that happened to be safe; nothing proved it yet.</source>
            <translation>{cell} geöffnet: geraten, und es ging gut; noch bewies es nichts.</translation>
        </message>
        <message>
            <source>Flagged {cell}, but the numbers proved it safe.</source>
            <translation>{cell} markiert, aber die Zahlen bewiesen, dass es sicher ist.</translation>
        </message>
        <message>
            <source>Flagged {cell}, but there is no mine there.</source>
            <translation>{cell} markiert, aber dort ist keine Mine.</translation>
        </message>
        <message>
            <source>Flagged {cell}: it was a proven mine.</source>
            <translation>{cell} markiert: Es war eine bewiesene Mine.</translation>
        </message>
        <message>
            <source>Flagged {cell} before the first click: a guess.</source>
            <translation>{cell} vor dem ersten Klick markiert: geraten.</translation>
        </message>
        <message>
            <source>Flagged {cell}: a guess that happened to be right; nothing proved it yet.</source>
            <translation>{cell} markiert: geraten, und es stimmte; noch bewies es nichts.</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Game review – {title}</source>
            <translation>Spielanalyse – {title}</translation>
        </message>
        <message>
            <source>Game review</source>
            <translation>Spielanalyse</translation>
        </message>
        <message>
            <source>Reviewing the game…</source>
            <translation>Das Spiel wird analysiert…</translation>
        </message>
        <message>
            <source>Previous step (Left)</source>
            <translation>Vorheriger Schritt (Links)</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>Schritt</translation>
        </message>
        <message>
            <source>Next step (Right)</source>
            <translation>Nächster Schritt (Rechts)</translation>
        </message>
        <message>
            <source>First unproven move</source>
            <translation>Erster unbewiesener Zug</translation>
        </message>
        <message>
            <source>Show the logic (the solver's way through this board)</source>
            <translation>Die Logik zeigen (der Weg des Lösers durch dieses Brett)</translation>
        </message>
        <message>
            <source>Reviewing the game… move {move} of {total}</source>
            <translation>Das Spiel wird analysiert… Zug {move} von {total}</translation>
        </message>
        <message>
            <source>Working out the solver's way through this board…</source>
            <translation>Der Weg des Lösers durch dieses Brett wird ermittelt…</translation>
        </message>
        <message numerus="yes">
            <source>End (%n move(s))</source>
            <translation>
                <numerusform>Ende (%n Zug)</numerusform>
                <numerusform>Ende (%n Züge)</numerusform>
            </translation>
        </message>
        <message>
            <source>Move {number} of {count}</source>
            <translation>Zug {number} von {count}</translation>
        </message>
        <message numerus="yes">
            <source>End (%n step(s))</source>
            <translation>
                <numerusform>Ende (%n Schritt)</numerusform>
                <numerusform>Ende (%n Schritte)</numerusform>
            </translation>
        </message>
        <message>
            <source>The solver is through: every safe cell is open.</source>
            <translation>Der Löser ist durch: Jedes sichere Feld ist offen.</translation>
        </message>
        <message>
            <source>Nothing more can be proven from here.</source>
            <translation>Von hier aus lässt sich nichts mehr beweisen.</translation>
        </message>
        <message>
            <source>Step {number} of {count}</source>
            <translation>Schritt {number} von {count}</translation>
        </message>
        <message>
            <source>A mine: {cell}</source>
            <translation>Eine Mine: {cell}</translation>
        </message>
        <message>
            <source>Safe: {cell}</source>
            <translation>Sicher: {cell}</translation>
        </message>
        <message>
            <source>(with the mine count)</source>
            <translation>(mit der Minenzahl)</translation>
        </message>
        <message>
            <source>{taken} s · at {at} s</source>
            <translation>{taken} s · bei {at} s</translation>
        </message>
        <message>
            <source>The first move the numbers did not prove. What could be proven instead (green, from the blue numbers):</source>
            <translation>Der erste Zug, den die Zahlen nicht bewiesen. Was stattdessen beweisbar war (grün, aus den blauen Zahlen):</translation>
        </message>
        <message>
            <source>The first move the numbers did not prove. What could be proven instead (from the blue numbers):</source>
            <translation>Der erste Zug, den die Zahlen nicht bewiesen. Was stattdessen beweisbar war (aus den blauen Zahlen):</translation>
        </message>
        <message>
            <source>A forced move was there instead (green), e.g. {cells}.</source>
            <translation>Stattdessen gab es einen zwingenden Zug (grün), z. B. {cells}.</translation>
        </message>
        <message>
            <source>Forced</source>
            <translation>Zwingend</translation>
        </message>
        <message>
            <source>Lucky guesses</source>
            <translation>Glückstreffer</translation>
        </message>
        <message>
            <source>Mistakes</source>
            <translation>Fehler</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>the disk is full</source>
            <translation>die Festplatte ist voll</translation>
        </message>
        <message>
            <source>the folder is read-only</source>
            <translation>der Ordner ist schreibgeschützt</translation>
        </message>
        <message>
            <source>the folder cannot be written ({detail})</source>
            <translation>in den Ordner kann nicht geschrieben werden ({detail})</translation>
        </message>
        <message>
            <source>The settings file could not be read; defaults are used, and the file is kept beside the new one when a setting is saved.</source>
            <translation>Die Einstellungsdatei konnte nicht gelesen werden; es gelten die Standardwerte, und die alte Datei wird neben der neuen aufbewahrt, sobald eine Einstellung gespeichert wird.</translation>
        </message>
        <message>
            <source>Your settings could not be saved: {cause} ({folder}). The settings saved before are kept, and your changes last until the game closes.</source>
            <translation>Deine Einstellungen konnten nicht gespeichert werden: {cause} ({folder}). Die zuvor gespeicherten Einstellungen bleiben erhalten, und deine Änderungen gelten, bis das Spiel geschlossen wird.</translation>
        </message>
        <message>
            <source>Some settings had values this game cannot use ({settings}); their defaults are used until the game closes, and the file was left as it is: {cause}.</source>
            <translation>Einige Einstellungen hatten Werte, die dieses Spiel nicht verwenden kann ({settings}); bis zum Schließen des Spiels gelten ihre Standardwerte, und die Datei blieb unverändert: {cause}.</translation>
        </message>
        <message>
            <source>Some settings had values this game cannot use and were set back to their defaults: {settings}. Your other settings are kept; the file as it was is kept as {file} in {folder}.</source>
            <translation>Einige Einstellungen hatten Werte, die dieses Spiel nicht verwenden kann, und wurden auf ihre Standardwerte zurückgesetzt: {settings}. Deine übrigen Einstellungen bleiben erhalten; die Datei, wie sie war, wird als {file} in {folder} aufbewahrt.</translation>
        </message>
    </context>
    <context>
        <name>Speech</name>
        <message>
            <source>Left button down</source>
            <translation>Linke Taste gedrückt</translation>
        </message>
        <message>
            <source>Left button up</source>
            <translation>Linke Taste losgelassen</translation>
        </message>
        <message>
            <source>Right button down</source>
            <translation>Rechte Taste gedrückt</translation>
        </message>
        <message>
            <source>Right button up</source>
            <translation>Rechte Taste losgelassen</translation>
        </message>
        <message>
            <source>Middle button down</source>
            <translation>Mittlere Taste gedrückt</translation>
        </message>
        <message>
            <source>Middle button up</source>
            <translation>Mittlere Taste losgelassen</translation>
        </message>
        <message>
            <source>Pointer moved</source>
            <translation>Zeiger bewegt</translation>
        </message>
        <message>
            <source>{seconds} of {total} s, move {move} of {moves}.</source>
            <translation>{seconds} von {total} s, Zug {move} von {moves}.</translation>
        </message>
        <message>
            <source>A mine: game lost.</source>
            <translation>Eine Mine: Spiel verloren.</translation>
        </message>
        <message>
            <source>It opened: {state}.</source>
            <translation>Es öffnete sich: {state}.</translation>
        </message>
        <message>
            <source>Opened {cell}: {state}.</source>
            <translation>{cell} geöffnet: {state}.</translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s) opened.</source>
            <translation>
                <numerusform>%n Feld geöffnet.</numerusform>
                <numerusform>%n Felder geöffnet.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s) covered again.</source>
            <translation>
                <numerusform>%n Feld wieder verdeckt.</numerusform>
                <numerusform>%n Felder wieder verdeckt.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) placed.</source>
            <translation>
                <numerusform>%n Flagge gesetzt.</numerusform>
                <numerusform>%n Flaggen gesetzt.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) removed.</source>
            <translation>
                <numerusform>%n Flagge entfernt.</numerusform>
                <numerusform>%n Flaggen entfernt.</numerusform>
            </translation>
        </message>
        <message>
            <source>The board is cleared.</source>
            <translation>Das Brett ist geräumt.</translation>
        </message>
        <message>
            <source>off the board</source>
            <translation>außerhalb des Bretts</translation>
        </message>
        <message>
            <source>{action} at {cell}.</source>
            <translation>{action} bei {cell}.</translation>
        </message>
        <message>
            <source>Playing.</source>
            <translation>Läuft.</translation>
        </message>
        <message>
            <source>Paused. {position}</source>
            <translation>Angehalten. {position}</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>leer</translation>
        </message>
        <message>
            <source>covered</source>
            <translation>verdeckt</translation>
        </message>
        <message>
            <source>flagged</source>
            <translation>markiert</translation>
        </message>
        <message>
            <source>question mark</source>
            <translation>Fragezeichen</translation>
        </message>
        <message>
            <source>exploded mine</source>
            <translation>explodierte Mine</translation>
        </message>
        <message>
            <source>mine</source>
            <translation>Mine</translation>
        </message>
        <message>
            <source>flagged, no mine</source>
            <translation>markiert, keine Mine</translation>
        </message>
        <message>
            <source>above left</source>
            <translation>oben links</translation>
        </message>
        <message>
            <source>above</source>
            <translation>oben</translation>
        </message>
        <message>
            <source>above right</source>
            <translation>oben rechts</translation>
        </message>
        <message>
            <source>left</source>
            <translation>links</translation>
        </message>
        <message>
            <source>right</source>
            <translation>rechts</translation>
        </message>
        <message>
            <source>below left</source>
            <translation>unten links</translation>
        </message>
        <message>
            <source>below</source>
            <translation>unten</translation>
        </message>
        <message>
            <source>below right</source>
            <translation>unten rechts</translation>
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
            <translation>Minesweeper-Brett</translation>
        </message>
        <message>
            <source>{rows} by {columns}.</source>
            <translation>{rows} mal {columns}.</translation>
        </message>
        <message numerus="yes">
            <source>%n row(s)</source>
            <translation>
                <numerusform>%n Zeile</numerusform>
                <numerusform>%n Zeilen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n column(s)</source>
            <translation>
                <numerusform>%n Spalte</numerusform>
                <numerusform>%n Spalten</numerusform>
            </translation>
        </message>
        <message>
            <source>Arrows move, Space opens, F flags. I reads the cell, L its row and column, N the cells around it, R its row, K its column, M the mines left, T the time, A repeats the last announcement. J, O and E jump to the hint's cell, the next covered cell and the next cell beside a number; G goes to a typed row and column.</source>
            <translation>Pfeiltasten bewegen, Leertaste öffnet, F markiert. I liest das Feld, L seine Zeile und Spalte, N die Felder ringsum, R seine Zeile, K seine Spalte, M die übrigen Minen, T die Zeit, A wiederholt die letzte Ansage. J, O und E springen zum Feld des Tipps, zum nächsten verdeckten Feld und zum nächsten Feld neben einer Zahl; G geht zu einer eingetippten Zeile und Spalte.</translation>
        </message>
        <message>
            <source>{direction} {state}</source>
            <translation>{direction} {state}</translation>
        </message>
        <message>
            <source>Around {cell}: {cells}.</source>
            <translation>Um {cell}: {cells}.</translation>
        </message>
        <message numerus="yes">
            <source>%n covered</source>
            <translation>
                <numerusform>%n verdeckt</numerusform>
                <numerusform>%n verdeckt</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flagged</source>
            <translation>
                <numerusform>%n mit Flagge</numerusform>
                <numerusform>%n mit Flagge</numerusform>
            </translation>
        </message>
        <message>
            <source>numbers {numbers}</source>
            <translation>Zahlen {numbers}</translation>
        </message>
        <message numerus="yes">
            <source>%n empty</source>
            <translation>
                <numerusform>%n leer</numerusform>
                <numerusform>%n leer</numerusform>
            </translation>
        </message>
        <message>
            <source>Around: {counts}.</source>
            <translation>Ringsum: {counts}.</translation>
        </message>
        <message numerus="yes">
            <source>%n more flag(s) than mines.</source>
            <translation>
                <numerusform>%n Flagge mehr als Minen.</numerusform>
                <numerusform>%n Flaggen mehr als Minen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mine(s) left.</source>
            <translation>
                <numerusform>%n Mine übrig.</numerusform>
                <numerusform>%n Minen übrig.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n second(s).</source>
            <translation>
                <numerusform>%n Sekunde.</numerusform>
                <numerusform>%n Sekunden.</numerusform>
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
            <translation>Bisher wurde noch nichts gesagt.</translation>
        </message>
        <message>
            <source>{state}.</source>
            <translation>{state}.</translation>
        </message>
        <message numerus="yes">
            <source>{state}, %n cell(s) opened.</source>
            <translation>
                <numerusform>{state}, %n Feld geöffnet.</numerusform>
                <numerusform>{state}, %n Felder geöffnet.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s) opened around it.</source>
            <translation>
                <numerusform>%n Feld ringsum geöffnet.</numerusform>
                <numerusform>%n Felder ringsum geöffnet.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Flagged, %n mine(s) left.</source>
            <translation>
                <numerusform>Markiert, %n Mine übrig.</numerusform>
                <numerusform>Markiert, %n Minen übrig.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Flag removed, %n mine(s) left.</source>
            <translation>
                <numerusform>Markierung entfernt, %n Mine übrig.</numerusform>
                <numerusform>Markierung entfernt, %n Minen übrig.</numerusform>
            </translation>
        </message>
        <message>
            <source>Question mark.</source>
            <translation>Fragezeichen.</translation>
        </message>
        <message>
            <source>{cell} is already open.</source>
            <translation>{cell} ist schon offen.</translation>
        </message>
        <message>
            <source>{cell} is open; only covered cells take a flag.</source>
            <translation>{cell} ist offen; nur verdeckte Felder lassen sich markieren.</translation>
        </message>
        <message>
            <source>{cell} is flagged; F removes the flag.</source>
            <translation>{cell} ist markiert; F entfernt die Markierung.</translation>
        </message>
        <message>
            <source>Edge of the board.</source>
            <translation>Rand des Spielfelds.</translation>
        </message>
        <message>
            <source>The game is over; F2 starts a new one.</source>
            <translation>Das Spiel ist vorbei; F2 beginnt ein neues.</translation>
        </message>
        <message numerus="yes">
            <source>New game, {rows} by {columns}, %n mine(s).</source>
            <translation>
                <numerusform>Neues Spiel, {rows} mal {columns}, %n Mine.</numerusform>
                <numerusform>Neues Spiel, {rows} mal {columns}, %n Minen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>New {level} game, {rows} by {columns}, %n mine(s).</source>
            <translation>
                <numerusform>Neues Spiel {level}, {rows} mal {columns}, %n Mine.</numerusform>
                <numerusform>Neues Spiel {level}, {rows} mal {columns}, %n Minen.</numerusform>
            </translation>
        </message>
        <message>
            <source>Paused; P plays on.</source>
            <translation>Pause; P spielt weiter.</translation>
        </message>
        <message>
            <source>Playing again.</source>
            <translation>Es geht weiter.</translation>
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
            <translation>Zeile {row}: {cells}.</translation>
        </message>
        <message>
            <source>Column {column}: {cells}.</source>
            <translation>Spalte {column}: {cells}.</translation>
        </message>
        <message>
            <source>No hint names a cell yet; H asks for one.</source>
            <translation>Noch kein Tipp nennt ein Feld; H fragt danach.</translation>
        </message>
        <message>
            <source>No covered cell is left.</source>
            <translation>Kein verdecktes Feld ist übrig.</translation>
        </message>
        <message>
            <source>No covered cell touches an opened number.</source>
            <translation>Kein verdecktes Feld grenzt an eine offene Zahl.</translation>
        </message>
        <message>
            <source>The cursor is on {cell} already.</source>
            <translation>Der Cursor steht schon auf {cell}.</translation>
        </message>
        <message>
            <source>Go to: type the row and the column, such as 3 5, then Enter (rows 1 to {rows}, columns 1 to {columns}).</source>
            <translation>Gehe zu: Zeile und Spalte eintippen, etwa 3 5, dann Eingabe (Zeilen 1 bis {rows}, Spalten 1 bis {columns}).</translation>
        </message>
        <message>
            <source>The cursor stays.</source>
            <translation>Der Cursor bleibt.</translation>
        </message>
        <message>
            <source>That is no cell: type a row from 1 to {rows} and a column from 1 to {columns}.</source>
            <translation>Das ist kein Feld: eine Zeile von 1 bis {rows} und eine Spalte von 1 bis {columns} eintippen.</translation>
        </message>
        <message>
            <source>Return goes on to the next one; J jumps to the cell the answer is about.</source>
            <translation>Eingabe geht zum nächsten weiter; J springt zum Feld, um das es in der Antwort geht.</translation>
        </message>
        <message>
            <source>This one is answered.</source>
            <translation>Diese Aufgabe ist beantwortet.</translation>
        </message>
        <message>
            <source>Find a cell this position proves: Space opens a safe cell, F flags a mine; the cursor is at the first covered cell beside a number.</source>
            <translation>Finde ein Feld, das diese Stellung beweist: Leertaste öffnet ein sicheres Feld, F markiert eine Mine; der Cursor steht auf dem ersten verdeckten Feld neben einer Zahl.</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>These statistics were written by a newer version of the game, so this version shows them but never changes them. Your history is shown; new results are kept beside them in {file} ({folder}) until a newer version adds them.</source>
            <translation>Diese Statistik wurde von einer neueren Version des Spiels geschrieben; diese Version zeigt sie an, ändert sie aber nie. Dein Verlauf wird angezeigt; neue Ergebnisse werden daneben in {file} ({folder}) aufbewahrt, bis eine neuere Version sie hinzufügt.</translation>
        </message>
        <message>
            <source>These statistics were written by a newer version of the game, so this version never changes them. Your history cannot be shown; new results are kept beside them in {file} ({folder}) until a newer version adds them.</source>
            <translation>Diese Statistik wurde von einer neueren Version des Spiels geschrieben; diese Version ändert sie nie. Dein Verlauf kann nicht angezeigt werden; neue Ergebnisse werden daneben in {file} ({folder}) aufbewahrt, bis eine neuere Version sie hinzufügt.</translation>
        </message>
        <message>
            <source>The statistics cannot be saved right now: {cause}. Your history is shown; new results are kept and saved when the file can be written again.</source>
            <translation>Die Statistik kann gerade nicht gespeichert werden: {cause}. Dein Verlauf wird angezeigt; neue Ergebnisse werden aufbewahrt und gespeichert, sobald die Datei wieder beschreibbar ist.</translation>
        </message>
        <message>
            <source>The statistics cannot be saved right now: {cause}. Your history cannot be shown until then; new results are kept and saved when the file can be written again.</source>
            <translation>Die Statistik kann gerade nicht gespeichert werden: {cause}. Dein Verlauf kann bis dahin nicht angezeigt werden; neue Ergebnisse werden aufbewahrt und gespeichert, sobald die Datei wieder beschreibbar ist.</translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be added to the statistics: {cause}. (It is|They are) kept in {file} in {folder} and added when a newer version of the game starts.</source>
            <translation>
                <numerusform>%n beendetes Spiel konnte nicht in die Statistik aufgenommen werden: {cause}. Es wird in {file} in {folder} aufbewahrt und hinzugefügt, wenn eine neuere Version des Spiels startet.</numerusform>
                <numerusform>%n beendete Spiele konnten nicht in die Statistik aufgenommen werden: {cause}. Sie werden in {file} in {folder} aufbewahrt und hinzugefügt, wenn eine neuere Version des Spiels startet.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be added to the statistics: {cause}. (It is|They are) kept in {file} in {folder} and added the next time the game starts.</source>
            <translation>
                <numerusform>%n beendetes Spiel konnte nicht in die Statistik aufgenommen werden: {cause}. Es wird in {file} in {folder} aufbewahrt und beim nächsten Start des Spiels hinzugefügt.</numerusform>
                <numerusform>%n beendete Spiele konnten nicht in die Statistik aufgenommen werden: {cause}. Sie werden in {file} in {folder} aufbewahrt und beim nächsten Start des Spiels hinzugefügt.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be saved in {folder}: {cause}. Free some space or make the folder writable before closing, or (it is|they are) lost.</source>
            <translation>
                <numerusform>%n beendetes Spiel konnte nicht in {folder} gespeichert werden: {cause}. Schaffe vor dem Schließen Platz oder mache den Ordner beschreibbar, sonst geht es verloren.</numerusform>
                <numerusform>%n beendete Spiele konnten nicht in {folder} gespeichert werden: {cause}. Schaffe vor dem Schließen Platz oder mache den Ordner beschreibbar, sonst gehen sie verloren.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be saved in {folder}: {cause}, and the folder cannot be written ({why}). Free some space or make the folder writable before closing, or (it is|they are) lost.</source>
            <translation>
                <numerusform>%n beendetes Spiel konnte nicht in {folder} gespeichert werden: {cause}, und in den Ordner kann nicht geschrieben werden ({why}). Schaffe vor dem Schließen Platz oder mache den Ordner beschreibbar, sonst geht es verloren.</numerusform>
                <numerusform>%n beendete Spiele konnten nicht in {folder} gespeichert werden: {cause}, und in den Ordner kann nicht geschrieben werden ({why}). Schaffe vor dem Schließen Platz oder mache den Ordner beschreibbar, sonst gehen sie verloren.</numerusform>
            </translation>
        </message>
        <message>
            <source>One result could not be saved because the statistics file cannot hold its values; it was left out (the details are in minesweeper.log), and the other results are saved as usual.</source>
            <translation>Ein Ergebnis konnte nicht gespeichert werden, weil die Statistikdatei seine Werte nicht aufnehmen kann; es wurde ausgelassen (Einzelheiten stehen in minesweeper.log), und die anderen Ergebnisse werden wie gewohnt gespeichert.</translation>
        </message>
        <message>
            <source>One result holds impossible values (a time, a count or a level that cannot be), so it was not saved (the details are in minesweeper.log); the other results are saved as usual.</source>
            <translation>Ein Ergebnis enthält unmögliche Werte (eine Zeit, eine Anzahl oder eine Stufe, die es nicht geben kann) und wurde daher nicht gespeichert (Einzelheiten stehen in minesweeper.log); die anderen Ergebnisse werden wie gewohnt gespeichert.</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) in the statistics file {file} hold(s) impossible values (a time, a count or a level that cannot be); (it is|they are) left in the file but not shown or counted.</source>
            <translation>
                <numerusform>%n Spiel in der Statistikdatei {file} enthält unmögliche Werte (eine Zeit, eine Anzahl oder eine Stufe, die es nicht geben kann); es bleibt in der Datei, wird aber weder angezeigt noch gezählt.</numerusform>
                <numerusform>%n Spiele in der Statistikdatei {file} enthalten unmögliche Werte (eine Zeit, eine Anzahl oder eine Stufe, die es nicht geben kann); sie bleiben in der Datei, werden aber weder angezeigt noch gezählt.</numerusform>
            </translation>
        </message>
        <message>
            <source>Results kept from an earlier session could not be read; the file {file} in {folder} was left as it is.</source>
            <translation>Aus einer früheren Sitzung aufbewahrte Ergebnisse konnten nicht gelesen werden; die Datei {file} in {folder} bleibt unverändert.</translation>
        </message>
        <message>
            <source>The result could not be saved yet: {cause}. It is kept and saved with the next result, in a moment, or when the game closes.</source>
            <translation>Das Ergebnis konnte noch nicht gespeichert werden: {cause}. Es bleibt erhalten und wird mit dem nächsten Ergebnis, in Kürze oder beim Schließen des Spiels gespeichert.</translation>
        </message>
        <message>
            <source>The statistics file could not be read; it was kept as {file} in {folder} and a new one was started.</source>
            <translation>Die Statistikdatei konnte nicht gelesen werden; sie wurde als {file} in {folder} aufbewahrt, und eine neue wurde angelegt.</translation>
        </message>
        <message>
            <source>The history could not be exported to {file} ({detail}).</source>
            <translation>Der Verlauf konnte nicht nach {file} exportiert werden ({detail}).</translation>
        </message>
        <message>
            <source>another window or program is using the statistics (the file is locked)</source>
            <translation>ein anderes Fenster oder Programm verwendet die Statistik (die Datei ist gesperrt)</translation>
        </message>
        <message>
            <source>the statistics file or its folder is read-only</source>
            <translation>die Statistikdatei oder ihr Ordner ist schreibgeschützt</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>die Festplatte ist voll</translation>
        </message>
        <message>
            <source>the statistics file may not be written (no permission)</source>
            <translation>die Statistikdatei darf nicht geschrieben werden (keine Berechtigung)</translation>
        </message>
        <message>
            <source>the statistics file cannot be opened</source>
            <translation>die Statistikdatei kann nicht geöffnet werden</translation>
        </message>
        <message>
            <source>the disk reported a read or write error</source>
            <translation>die Festplatte hat einen Lese- oder Schreibfehler gemeldet</translation>
        </message>
        <message>
            <source>the statistics were written by a newer version of the game</source>
            <translation>die Statistik wurde von einer neueren Version des Spiels geschrieben</translation>
        </message>
        <message>
            <source>the statistics folder cannot be used ({detail})</source>
            <translation>der Statistikordner kann nicht verwendet werden ({detail})</translation>
        </message>
        <message>
            <source>the statistics file cannot be written ({detail})</source>
            <translation>die Statistikdatei kann nicht geschrieben werden ({detail})</translation>
        </message>
        <message>
            <source>The statistics cannot be reset now. {problem}</source>
            <translation>Die Statistik kann jetzt nicht zurückgesetzt werden. {problem}</translation>
        </message>
        <message>
            <source>The statistics could not be reset: {cause}.</source>
            <translation>Die Statistik konnte nicht zurückgesetzt werden: {cause}.</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keine Angabe</translation>
        </message>
        <message>
            <source>This game cannot be reviewed: {reason}</source>
            <translation>Dieses Spiel kann nicht analysiert werden: {reason}</translation>
        </message>
        <message>
            <source>Win a game to see your times here.</source>
            <translation>Gewinne ein Spiel, um hier deine Zeiten zu sehen.</translation>
        </message>
        <message numerus="yes">
            <source>last %n won game(s) per level, oldest left (time on a log scale)</source>
            <translation>
                <numerusform>letztes %n gewonnenes Spiel je Stufe, ältestes links (Zeit logarithmisch)</numerusform>
                <numerusform>letzte %n gewonnene Spiele je Stufe, ältestes links (Zeit logarithmisch)</numerusform>
            </translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistik</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Stufe</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Gespielt</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Gewonnen</translation>
        </message>
        <message>
            <source>Abandoned</source>
            <translation>Abgebrochen</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Gewinnquote</translation>
        </message>
        <message>
            <source>Streak</source>
            <translation>Serie</translation>
        </message>
        <message>
            <source>Best streak</source>
            <translation>Beste Serie</translation>
        </message>
        <message>
            <source>Best time</source>
            <translation>Bestzeit</translation>
        </message>
        <message>
            <source>Levels</source>
            <translation>Stufen</translation>
        </message>
        <message>
            <source>Recent winning times</source>
            <translation>Letzte Gewinnzeiten</translation>
        </message>
        <message>
            <source>Level:</source>
            <translation>Stufe:</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Zeit</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <source>Logic</source>
            <translation>Logik</translation>
        </message>
        <message>
            <source>Best times</source>
            <translation>Bestzeiten</translation>
        </message>
        <message>
            <source>Counted: games won without hints or undo, not replays.</source>
            <translation>Gezählt: ohne Hinweise oder Rückgängig gewonnene Spiele, keine Wiederholungen.</translation>
        </message>
        <message>
            <source>Show:</source>
            <translation>Zeigen:</translation>
        </message>
        <message>
            <source>All results</source>
            <translation>Alle Ergebnisse</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Verloren</translation>
        </message>
        <message>
            <source>Review…</source>
            <translation>Analysieren…</translation>
        </message>
        <message>
            <source>Step through the selected game's moves</source>
            <translation>Die Züge des gewählten Spiels durchgehen</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>CSV exportieren…</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>Hinweise</translation>
        </message>
        <message>
            <source>Clicks</source>
            <translation>Klicks</translation>
        </message>
        <message>
            <source>Board id</source>
            <translation>Brett-ID</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Verlauf</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>Übung</translation>
        </message>
        <message>
            <source>Reset…</source>
            <translation>Zurücksetzen…</translation>
        </message>
        <message>
            <source>All levels</source>
            <translation>Alle Stufen</translation>
        </message>
        <message>
            <source>This game was stored without its moves.</source>
            <translation>Dieses Spiel wurde ohne seine Züge gespeichert.</translation>
        </message>
        <message>
            <source>its moves cannot be read</source>
            <translation>seine Züge sind nicht lesbar</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Analyse</translation>
        </message>
        <message>
            <source>Export history</source>
            <translation>Verlauf exportieren</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV-Dateien (*.csv)</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) exported to {path}.</source>
            <translation>
                <numerusform>%n Spiel nach {path} exportiert.</numerusform>
                <numerusform>%n Spiele nach {path} exportiert.</numerusform>
            </translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Statistik zurücksetzen</translation>
        </message>
        <message>
            <source>Forget every finished game, best time and streak? This cannot be undone.</source>
            <translation>Alle beendeten Spiele, Bestzeiten und Serien vergessen? Das lässt sich nicht rückgängig machen.</translation>
        </message>
        <message>
            <source>abandoned (replay)</source>
            <translation>abgebrochen (Wiederholung)</translation>
        </message>
        <message>
            <source>abandoned (undo)</source>
            <translation>abgebrochen (Rückgängig)</translation>
        </message>
        <message>
            <source>abandoned</source>
            <translation>abgebrochen</translation>
        </message>
        <message>
            <source>won (replay)</source>
            <translation>gewonnen (Wiederholung)</translation>
        </message>
        <message>
            <source>lost (replay)</source>
            <translation>verloren (Wiederholung)</translation>
        </message>
        <message>
            <source>won (undo)</source>
            <translation>gewonnen (Rückgängig)</translation>
        </message>
        <message>
            <source>lost (undo)</source>
            <translation>verloren (Rückgängig)</translation>
        </message>
        <message>
            <source>won</source>
            <translation>gewonnen</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>verloren</translation>
        </message>
        <message>
            <source>&amp;Copy board id</source>
            <translation>Brett-ID &amp;kopieren</translation>
        </message>
        <message>
            <source>Right-click or Ctrl+C to copy it</source>
            <translation>Rechtsklick oder Strg+C kopiert sie</translation>
        </message>
    </context>
    <context>
        <name>Status</name>
        <message>
            <source>This board starts at {cell} (marked): click it, or press Space on it, to begin.</source>
            <translation>Dieses Brett beginnt bei {cell} (markiert): Klicke dort oder drücke dort die Leertaste, um anzufangen.</translation>
        </message>
        <message>
            <source>Click any cell, or press Space on it, to start: the first cell opened always opens an area.</source>
            <translation>Klicke auf ein beliebiges Feld oder drücke dort die Leertaste, um anzufangen: Das erste geöffnete Feld öffnet immer einen Bereich.</translation>
        </message>
        <message>
            <source>Click the marked cell at {cell}, or press Space on it, to start this board.</source>
            <translation>Klicke auf das markierte Feld bei {cell} oder drücke dort die Leertaste, um dieses Brett zu beginnen.</translation>
        </message>
        <message>
            <source>No flags to check.</source>
            <translation>Keine Flaggen zu prüfen.</translation>
        </message>
        <message>
            <source>Why the mine was hit could not be worked out: {error}</source>
            <translation>Warum die Mine getroffen wurde, ließ sich nicht ermitteln: {error}</translation>
        </message>
        <message>
            <source>The board could not be prepared: {error}</source>
            <translation>Das Brett konnte nicht vorbereitet werden: {error}</translation>
        </message>
        <message>
            <source>The analysis could not work this position out: {error}</source>
            <translation>Die Analyse konnte diese Stellung nicht auswerten: {error}</translation>
        </message>
        <message>
            <source>The helper could not work this position out: {error}</source>
            <translation>Der Helfer konnte diese Stellung nicht auswerten: {error}</translation>
        </message>
        <message>
            <source>Retry: the same board again (a replay, not counted for best times).</source>
            <translation>Noch einmal: dasselbe Brett (eine Wiederholung, zählt nicht für Bestzeiten).</translation>
        </message>
        <message>
            <source>The daily board of {date}: the same for everyone today.</source>
            <translation>Das Tagesbrett vom {date}: heute für alle dasselbe.</translation>
        </message>
        <message>
            <source>The board of this id ({width}x{height}, {mines} mines).</source>
            <translation>Das Brett dieser Brett-ID ({width}x{height}, {mines} Minen).</translation>
        </message>
        <message>
            <source>You have played it before: a replay, not counted for best times.</source>
            <translation>Du hast es schon gespielt: eine Wiederholung, zählt nicht für Bestzeiten.</translation>
        </message>
        <message>
            <source>It cannot be won without guessing: it was not made by a no-guess creator.</source>
            <translation>Es lässt sich nicht ohne Raten gewinnen: Es stammt nicht von einem Generator für Bretter ohne Raten.</translation>
        </message>
        <message>
            <source>Logic: {grade}.</source>
            <translation>Logik: {grade}.</translation>
        </message>
        <message>
            <source>Preparing the board…</source>
            <translation>Das Brett wird vorbereitet…</translation>
        </message>
        <message>
            <source>Creating a board you can solve without guessing…</source>
            <translation>Ein Brett wird erstellt, das du ohne Raten lösen kannst…</translation>
        </message>
        <message>
            <source>Creating a board you can solve without guessing, of logic grade “{grade}” (this may take a while)…</source>
            <translation>Ein Brett der Logikstufe „{grade}“ wird erstellt, das du ohne Raten lösen kannst (das kann dauern)…</translation>
        </message>
        <message>
            <source>This board cannot be created: {reason}</source>
            <translation>Dieses Brett kann nicht erstellt werden: {reason}</translation>
        </message>
        <message>
            <source>Creating the board failed unexpectedly ({error}). Please try again.</source>
            <translation>Das Erstellen des Bretts ist unerwartet fehlgeschlagen ({error}). Bitte versuche es noch einmal.</translation>
        </message>
        <message>
            <source>The click that hit the mine is taken back; play on. This game now counts as assisted (no best time).</source>
            <translation>Der Klick auf die Mine ist zurückgenommen; spiel weiter. Dieses Spiel gilt jetzt als unterstützt (keine Bestzeit).</translation>
        </message>
        <message>
            <source>{text} It starts at {cell}, marked green: click it, or press Space on it, to begin.</source>
            <translation>{text} Es beginnt bei {cell}, grün markiert: Klicke dort oder drücke dort die Leertaste, um anzufangen.</translation>
        </message>
        <message>
            <source>There is no board yet: it is made at your first click. Copy its id once you have started.</source>
            <translation>Es gibt noch kein Brett: Es entsteht bei deinem ersten Klick. Kopiere seine ID, sobald du angefangen hast.</translation>
        </message>
        <message>
            <source>Board id copied: {id}. Anyone can play this board with Game &gt; Open board id (it shows where the mines are to whoever decodes it).</source>
            <translation>Brett-ID kopiert: {id}. Jeder kann dieses Brett mit Spiel &gt; Brett-ID öffnen spielen (wer sie entschlüsselt, sieht, wo die Minen liegen).</translation>
        </message>
        <message>
            <source>This board id cannot be opened. {reason}</source>
            <translation>Diese Brett-ID kann nicht geöffnet werden. {reason}</translation>
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
            <translation>Bumm: eine Mine bei {cell}.</translation>
        </message>
        <message numerus="yes">
            <source>You won in {seconds} s with help (%n hint(s)).</source>
            <translation>
                <numerusform>Gewonnen in {seconds} s mit Hilfe (%n Hinweis).</numerusform>
                <numerusform>Gewonnen in {seconds} s mit Hilfe (%n Hinweise).</numerusform>
            </translation>
        </message>
        <message>
            <source>You won in {seconds} s after an undo (not counted for best times).</source>
            <translation>Gewonnen in {seconds} s nach einem Rückgängig (zählt nicht für Bestzeiten).</translation>
        </message>
        <message>
            <source>You won in {seconds} s on a retried board (not counted for best times).</source>
            <translation>Gewonnen in {seconds} s auf einem wiederholten Brett (zählt nicht für Bestzeiten).</translation>
        </message>
        <message>
            <source>You won in {seconds} s: a new best time!</source>
            <translation>Gewonnen in {seconds} s: eine neue Bestzeit!</translation>
        </message>
        <message>
            <source>You won in {seconds} s.</source>
            <translation>Gewonnen in {seconds} s.</translation>
        </message>
        <message>
            <source>— (wins only)</source>
            <translation>— (nur bei Siegen)</translation>
        </message>
        <message>
            <source>— (help was used)</source>
            <translation>— (mit Hilfe)</translation>
        </message>
        <message>
            <source>— (after an undo)</source>
            <translation>— (nach einem Rückgängig)</translation>
        </message>
        <message>
            <source>— (a retried board)</source>
            <translation>— (wiederholtes Brett)</translation>
        </message>
        <message>
            <source>{rank} of {ranked}</source>
            <translation>{rank} von {ranked}</translation>
        </message>
        <message>
            <source>— (hints made moves)</source>
            <translation>— (Hinweise haben gezogen)</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Zeit</translation>
        </message>
        <message>
            <source>{seconds} s</source>
            <translation>{seconds} s</translation>
        </message>
        <message>
            <source>Clicks</source>
            <translation>Klicks</translation>
        </message>
        <message>
            <source>Efficiency</source>
            <translation>Effizienz</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>Hinweise</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keine</translation>
        </message>
        <message>
            <source>Logic</source>
            <translation>Logik</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Rang</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Regeln</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
    </context>
    <context>
        <name>Window</name>
        <message>
            <source>No-guess Minesweeper</source>
            <translation>Minen ohne Raten</translation>
        </message>
        <message>
            <source>B switches between the mines and the position before the mistake, where these cells are marked.</source>
            <translation>B wechselt zwischen den Minen und der Stellung vor dem Fehler, in der diese Felder markiert sind.</translation>
        </message>
        <message>
            <source>Working out why that cell was not safe…</source>
            <translation>Es wird ermittelt, warum dieses Feld nicht sicher war …</translation>
        </message>
        <message>
            <source>Mines left</source>
            <translation>Verbleibende Minen</translation>
        </message>
        <message>
            <source>Seconds</source>
            <translation>Sekunden</translation>
        </message>
        <message>
            <source>New game (F2)</source>
            <translation>Neues Spiel (F2)</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Hinweis</translation>
        </message>
        <message>
            <source>Hint (H): what to do next</source>
            <translation>Hinweis (H): was als Nächstes</translation>
        </message>
        <message>
            <source>Check flags</source>
            <translation>Flaggen prüfen</translation>
        </message>
        <message>
            <source>Check flags (C): are your flags right?</source>
            <translation>Flaggen prüfen (C): stimmen deine Flaggen?</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Rückgängig</translation>
        </message>
        <message>
            <source>Undo (Ctrl+Z): take back the click that hit a mine and play on (the game then counts as assisted)</source>
            <translation>Rückgängig (Strg+Z): den Klick auf die Mine zurücknehmen und weiterspielen (das Spiel gilt dann als unterstützt)</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Nochmal</translation>
        </message>
        <message>
            <source>Retry this board (Ctrl+R): the same mines from the start (a replay: not counted for best times)</source>
            <translation>Dieses Brett nochmal (Strg+R): dieselben Minen von vorn (eine Wiederholung: zählt nicht für Bestzeiten)</translation>
        </message>
        <message>
            <source>Mines</source>
            <translation>Minen</translation>
        </message>
        <message>
            <source>Show the end of the game: where every mine was (B switches)</source>
            <translation>Das Ende des Spiels zeigen: wo jede Mine lag (B wechselt)</translation>
        </message>
        <message>
            <source>Before mistake</source>
            <translation>Vor dem Fehler</translation>
        </message>
        <message>
            <source>Show the position just before the mine was hit, with the explanation's cells marked (B switches)</source>
            <translation>Die Stellung kurz vor dem Treffer zeigen, mit den Feldern der Erklärung markiert (B wechselt)</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Rückblick</translation>
        </message>
        <message>
            <source>Review the game (Ctrl+E): step through your moves, which were forced, which were guesses, and the solver's own path</source>
            <translation>Spiel ansehen (Strg+E): deine Züge Schritt für Schritt, welche zwingend waren, welche geraten, und der Weg des Lösers</translation>
        </message>
        <message>
            <source>Making the board</source>
            <translation>Das Brett wird erstellt</translation>
        </message>
        <message>
            <source>Paused</source>
            <translation>Pause</translation>
        </message>
        <message>
            <source>Press P or click here to play on.</source>
            <translation>Drücke P oder klicke hier, um weiterzuspielen.</translation>
        </message>
        <message>
            <source>The clock is stopped.</source>
            <translation>Die Uhr steht.</translation>
        </message>
        <message>
            <source>Pause (P): stop the clock and hide the board</source>
            <translation>Pause (P): Uhr anhalten und Brett verdecken</translation>
        </message>
        <message>
            <source>Leave the game in progress? It counts as a loss in your statistics.</source>
            <translation>Das laufende Spiel verlassen? Es zählt in deiner Statistik als Niederlage.</translation>
        </message>
        <message>
            <source>Leave it (a loss)</source>
            <translation>Verlassen (Niederlage)</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>Weiterspielen</translation>
        </message>
        <message>
            <source>Your game from last time is back, on the second you left it. Press P or click the board to play on.</source>
            <translation>Dein Spiel vom letzten Mal ist zurück, auf die Sekunde genau. Drücke P oder klicke auf das Brett, um weiterzuspielen.</translation>
        </message>
    </context>
    <context>
        <name>argparse</name>
        <message>
            <source>usage: </source>
            <translation>Aufruf: </translation>
        </message>
        <message>
            <source>positional arguments</source>
            <translation>Positionsargumente</translation>
        </message>
        <message>
            <source>options</source>
            <translation>Optionen</translation>
        </message>
        <message>
            <source>show this help message and exit</source>
            <translation>diese Hilfe anzeigen und beenden</translation>
        </message>
        <message>
            <source>%(prog)s: error: %(message)s</source>
            <translation>%(prog)s: Fehler: %(message)s</translation>
        </message>
        <message>
            <source>argument %(argument_name)s: %(message)s</source>
            <translation>Argument %(argument_name)s: %(message)s</translation>
        </message>
        <message>
            <source>unrecognized arguments: %s</source>
            <translation>unbekannte Argumente: %s</translation>
        </message>
        <message>
            <source>the following arguments are required: %s</source>
            <translation>die folgenden Argumente sind erforderlich: %s</translation>
        </message>
        <message>
            <source>one of the arguments %s is required</source>
            <translation>eines der Argumente %s ist erforderlich</translation>
        </message>
        <message>
            <source>not allowed with argument %s</source>
            <translation>nicht erlaubt zusammen mit Argument %s</translation>
        </message>
        <message>
            <source>ignored explicit argument %r</source>
            <translation>explizites Argument %r ignoriert</translation>
        </message>
        <message>
            <source>expected one argument</source>
            <translation>ein Argument erwartet</translation>
        </message>
        <message>
            <source>expected at most one argument</source>
            <translation>höchstens ein Argument erwartet</translation>
        </message>
        <message>
            <source>expected at least one argument</source>
            <translation>mindestens ein Argument erwartet</translation>
        </message>
        <message>
            <source>expected %s argument</source>
            <translation>%s Argument erwartet</translation>
        </message>
        <message>
            <source>expected %s arguments</source>
            <translation>%s Argumente erwartet</translation>
        </message>
        <message>
            <source>ambiguous option: %(option)s could match %(matches)s</source>
            <translation>mehrdeutige Option: %(option)s könnte %(matches)s meinen</translation>
        </message>
        <message>
            <source>invalid %(type)s value: %(value)r</source>
            <translation>ungültiger %(type)s-Wert: %(value)r</translation>
        </message>
        <message>
            <source>invalid choice: %(value)r (choose from %(choices)s)</source>
            <translation>ungültige Wahl: %(value)r (zur Wahl stehen %(choices)s)</translation>
        </message>
        <message>
            <source>can't open '%(filename)s': %(error)s</source>
            <translation>'%(filename)s' kann nicht geöffnet werden: %(error)s</translation>
        </message>
    </context>
</TS>
