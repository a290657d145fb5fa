<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
    <context>
        <name>Cells</name>
        <message>
            <source>row {row}, column {col}</source>
            <translation>Zeile {row}, Spalte {col}</translation>
        </message>
    </context>
    <context>
        <name>Custom</name>
        <message>
            <source>Your own</source>
            <translation>Eigene Werte</translation>
        </message>
        <message>
            <source>{name}: {width}x{height}, {mines} mines</source>
            <translation>{name}: {width}x{height}, {mines} Minen</translation>
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
            <source>How many times you asked for a hint or a flag check.</source>
            <translation>Wie oft du um einen Hinweis oder eine Flaggenprüfung gebeten hast.</translation>
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
        <message>
            <source>the {value} at {cell}</source>
            <translation>die {value} bei {cell}</translation>
        </message>
    </context>
    <context>
        <name>Legend</name>
        <message>
            <source>the mine you hit</source>
            <translation>die getroffene Mine</translation>
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
        <message>
            <source>&amp;Undo the mistake</source>
            <translation>Fehler &amp;rückgängig</translation>
        </message>
        <message>
            <source>&amp;Retry this board</source>
            <translation>Dieses Brett &amp;nochmal</translation>
        </message>
        <message>
            <source>Re&amp;view the game…</source>
            <translation>Spiel &amp;ansehen…</translation>
        </message>
        <message>
            <source>Show the position before the &amp;mistake</source>
            <translation>Stellung vor dem &amp;Fehler zeigen</translation>
        </message>
        <message>
            <source>How to &amp;play…</source>
            <translation>&amp;Spielanleitung…</translation>
        </message>
        <message>
            <source>P&amp;ause</source>
            <translation>&amp;Pause</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>Why: {reason}</source>
            <translation>Warum: {reason}</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
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
        <name>Window</name>
        <message>
            <source>B switches between the mines and the position before the mistake, where these cells are marked.</source>
            <translation>B wechselt zwischen den Minen und der Stellung vor dem Fehler, in der diese Felder markiert sind.</translation>
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
            <source>{name} has no event data to play back.</source>
            <translation>{name} enthält keine Ereignisse zum Abspielen.</translation>
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
            <source>the recorder stopped (status {code})</source>
            <translation>die Aufzeichnung brach ab (Status {code})</translation>
        </message>
        <message>
            <source>The replay was not saved: {reason}.</source>
            <translation>Die Aufzeichnung wurde nicht gespeichert: {reason}.</translation>
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
            <translation>Aufzeichnung ö&amp;ffnen…</translation>
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
            <source>Replay – {name}</source>
            <translation>Aufzeichnung – {name}</translation>
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
            <translation>Auswertung…</translation>
        </message>
        <message>
            <source>Judge every click: forced by logic, a guess, or a mistake</source>
            <translation>Jeden Klick bewerten: durch Logik erzwungen, geraten oder ein Fehler</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <source>Play the selected game back, with its counters</source>
            <translation>Das gewählte Spiel mit seinen Kennzahlen abspielen</translation>
        </message>
        <message>
            <source>Export replays…</source>
            <translation>Aufzeichnungen exportieren…</translation>
        </message>
        <message>
            <source>Copy the .evf replays of the games shown to a folder</source>
            <translation>Die .evf-Aufzeichnungen der angezeigten Spiele in einen Ordner kopieren</translation>
        </message>
        <message>
            <source>None of the games shown has a replay.</source>
            <translation>Keines der angezeigten Spiele hat eine Aufzeichnung.</translation>
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
</TS>
