<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs">
    <context>
        <name>About</name>
        <message>
            <source>DejaVu Sans (the game's font)</source>
            <translation>DejaVu Sans (písmo hry)</translation>
        </message>
        <message>
            <source>ms-toollib (replay files)</source>
            <translation>ms-toollib (soubory záznamů)</translation>
        </message>
        <message>
            <source>System libraries in this bundle</source>
            <translation>Systémové knihovny v tomto balíčku</translation>
        </message>
        <message>
            <source>see each notice</source>
            <translation>viz jednotlivá upozornění</translation>
        </message>
        <message>
            <source>Version {version}</source>
            <translation>Verze {version}</translation>
        </message>
        <message>
            <source>Every board is created on your first click so that a perfect logician never has to guess.</source>
            <translation>Každá hrací plocha vzniká při prvním kliknutí tak, aby dokonalý logik nikdy nemusel hádat.</translation>
        </message>
        <message>
            <source>It is free software under the MIT licence. It includes the components below; select one to read its licence.</source>
            <translation>Je to svobodný software pod licencí MIT. Obsahuje komponenty níže; vyberte jednu a přečtěte si její licenci.</translation>
        </message>
        <message>
            <source>About {name}</source>
            <translation>O aplikaci {name}</translation>
        </message>
    </context>
    <context>
        <name>Analysis</name>
        <message>
            <source>certainly safe</source>
            <translation>jistě bezpečné</translation>
        </message>
        <message>
            <source>certainly a mine</source>
            <translation>jistě mina</translation>
        </message>
        <message>
            <source>under {percent} chance of a mine</source>
            <translation>pravděpodobnost miny pod {percent}</translation>
        </message>
        <message>
            <source>over {percent} chance of a mine</source>
            <translation>pravděpodobnost miny nad {percent}</translation>
        </message>
        <message>
            <source>{percent} chance of a mine</source>
            <translation>pravděpodobnost miny {percent}</translation>
        </message>
    </context>
    <context>
        <name>BoardIds</name>
        <message>
            <source>This board has no id: the game does not play its level. {reason}</source>
            <translation>Tato plocha nemá identifikátor: hra nehraje její úroveň. {reason}</translation>
        </message>
        <message>
            <source>This is not a board id: it contains {characters}. Board ids use only the digits and the letters A-Z without I, L, O and U.</source>
            <translation>Toto není identifikátor plochy: obsahuje {characters}. Identifikátory ploch používají jen číslice a písmena A-Z bez I, L, O a U.</translation>
        </message>
        <message>
            <source>The board id is empty.</source>
            <translation>Identifikátor plochy je prázdný.</translation>
        </message>
        <message>
            <source>The board id {id} is too short: part of it is missing.</source>
            <translation>Identifikátor plochy {id} je příliš krátký: část chybí.</translation>
        </message>
        <message>
            <source>The board id starts with {found}; this version of the game reads ids starting with {expected} (a newer game may have made it, or it is mistyped).</source>
            <translation>Identifikátor plochy začíná na {found}; tato verze hry čte identifikátory začínající na {expected} (mohla ho vytvořit novější hra, nebo je překlep).</translation>
        </message>
        <message>
            <source>The board id does not check out: a character is wrong or missing (compare it with the original).</source>
            <translation>Identifikátor plochy nesouhlasí: některý znak je špatně nebo chybí (porovnejte ho s originálem).</translation>
        </message>
        <message>
            <source>The board id describes a {width}x{height} board with {mines} mines, which this game does not play: {reason} It was not made by this game.</source>
            <translation>Identifikátor popisuje plochu {width}x{height} s {mines} minami, kterou tato hra nehraje: {reason} Nevytvořila ho tato hra.</translation>
        </message>
        <message>
            <source>The board id describes {mines} mines in a way no {height}x{width} board can hold (mines out of range); it was not made by this game.</source>
            <translation>Identifikátor popisuje {mines} min způsobem, který žádná plocha {height}x{width} nepojme (miny mimo rozsah); nevytvořila ho tato hra.</translation>
        </message>
    </context>
    <context>
        <name>Cells</name>
        <message>
            <source>row {row}, column {col}</source>
            <translation>řádek {row}, sloupec {col}</translation>
        </message>
    </context>
    <context>
        <name>CommandLine</name>
        <message>
            <source>No-guess Minesweeper: every board is created on your first click so that it
can be won by reasoning alone; Hint explains why a cell is safe.</source>
            <translation>Hledání min bez hádání: každá plocha vzniká při prvním kliknutí tak, aby ji šlo
vyhrát čistou úvahou; nápověda vysvětlí, proč je pole bezpečné.</translation>
        </message>
        <message>
            <source>show the version and exit</source>
            <translation>zobrazit verzi a skončit</translation>
        </message>
        <message>
            <source>playing</source>
            <translation>hraní</translation>
        </message>
        <message>
            <source>seed for reproducible boards: the same seed gives the same boards</source>
            <translation>semínko pro opakovatelné plochy: stejné semínko dává stejné plochy</translation>
        </message>
        <message>
            <source>folder for settings and statistics (overrides {variable})</source>
            <translation>složka pro nastavení a statistiky (má přednost před {variable})</translation>
        </message>
        <message>
            <source>start at beginner, intermediate, expert or WxH/M (W columns, H rows, M mines), e.g. 30x16/99</source>
            <translation>začít na beginner, intermediate, expert nebo ŠxV/M (Š sloupců, V řádků, M min), např. 30x16/99</translation>
        </message>
        <message>
            <source>speak this language instead of the system's: {languages}</source>
            <translation>mluvit tímto jazykem místo jazyka systému: {languages}</translation>
        </message>
        <message>
            <source>play the board of an id (Game &gt; Copy board id in the window)</source>
            <translation>hrát plochu podle identifikátoru (Hra &gt; Kopírovat identifikátor plochy v okně)</translation>
        </message>
        <message>
            <source>play to the Standard rules for competition (remembered, as Options &gt; Standard rules): no hint, flag check, analysis, undo, retry, question marks or auto-open</source>
            <translation>hrát podle standardních soutěžních pravidel (zapamatuje se, jako Možnosti &gt; Standardní pravidla): bez nápověd, kontroly vlajek, analýzy, vrácení tahu, opakování, otazníků a automatického odkrývání</translation>
        </message>
        <message>
            <source>open a replay (.avf, .evf, .mvf or .rmv) in the replay player</source>
            <translation>otevřít záznam (.avf, .evf, .mvf nebo .rmv) v přehrávači</translation>
        </message>
        <message>
            <source>desktop menu entry (Linux, for pip and pipx installs)</source>
            <translation>položka nabídky pracovní plochy (Linux, pro instalace přes pip a pipx)</translation>
        </message>
        <message>
            <source>add a menu entry, icons, AppStream metainfo and this manual page under $XDG_DATA_HOME (~/.local/share), then exit</source>
            <translation>přidat položku nabídky, ikony, metadata AppStream a tuto stránku manuálu do $XDG_DATA_HOME (~/.local/share), pak skončit</translation>
        </message>
        <message>
            <source>remove what --install-desktop added, then exit</source>
            <translation>odstranit, co přidal --install-desktop, pak skončit</translation>
        </message>
        <message>
            <source>scripted runs (for CI; QT_QPA_PLATFORM=offscreen runs them without a display)</source>
            <translation>skriptované běhy (pro CI; QT_QPA_PLATFORM=offscreen je spustí bez obrazovky)</translation>
        </message>
        <message>
            <source>play one seeded Expert game to a win with hints, exit 0 if it worked (in a temporary folder unless --data-dir or {variable} names one)</source>
            <translation>odehrát jednu hru Expert s pevným semínkem do výhry s nápovědou, kód 0 při úspěchu (v dočasné složce, pokud --data-dir nebo {variable} neurčí jinou)</translation>
        </message>
        <message>
            <source>write screenshots of typical game states into DIR and exit</source>
            <translation>zapsat snímky obrazovky typických stavů hry do DIR a skončit</translation>
        </message>
        <message>
            <source>{file} is not a replay file ({types})</source>
            <translation>{file} není soubor záznamu ({types})</translation>
        </message>
        <message>
            <source>unknown language {code}; available: {languages}</source>
            <translation>neznámý jazyk {code}; k dispozici: {languages}</translation>
        </message>
        <message>
            <source>Settings (settings.ini) and statistics (stats.sqlite3) live in one folder:</source>
            <translation>Nastavení (settings.ini) a statistiky (stats.sqlite3) jsou v jedné složce:</translation>
        </message>
        <message>
            <source>--data-dir DIR, or else the environment variable {variable}, chooses another.</source>
            <translation>--data-dir DIR, jinak proměnná prostředí {variable}, zvolí jinou.</translation>
        </message>
        <message>
            <source>{variable} is set: {folder}</source>
            <translation>{variable} je nastavena: {folder}</translation>
        </message>
        <message>
            <source>neither DISPLAY nor WAYLAND_DISPLAY is set</source>
            <translation>není nastaveno DISPLAY ani WAYLAND_DISPLAY</translation>
        </message>
        <message>
            <source>QT_QPA_PLATFORM=xcb but DISPLAY is not set</source>
            <translation>QT_QPA_PLATFORM=xcb, ale DISPLAY není nastaveno</translation>
        </message>
        <message>
            <source>QT_QPA_PLATFORM={platform} but WAYLAND_DISPLAY is not set</source>
            <translation>QT_QPA_PLATFORM={platform}, ale WAYLAND_DISPLAY není nastaveno</translation>
        </message>
        <message>
            <source>no display to open a window on ({missing}); start it from a desktop session, or set QT_QPA_PLATFORM=offscreen for --self-test and --screenshot</source>
            <translation>není obrazovka, na které by šlo otevřít okno ({missing}); spusťte hru z relace pracovní plochy, nebo nastavte QT_QPA_PLATFORM=offscreen pro --self-test a --screenshot</translation>
        </message>
    </context>
    <context>
        <name>Custom</name>
        <message>
            <source>{name}: {width}x{height}, {mines} mines</source>
            <translation>{name}: {width}x{height}, min: {mines}</translation>
        </message>
        <message>
            <source>Your own</source>
            <translation>Vlastní</translation>
        </message>
        <message>
            <source>Mines as a share of the cells: 12% is Beginner, 21% Expert</source>
            <translation>Podíl min mezi poli: 12 % je Začátečník, 21 % Expert</translation>
        </message>
        <message>
            <source>&amp;Density:</source>
            <translation>&amp;Hustota:</translation>
        </message>
        <message>
            <source>&amp;Start from:</source>
            <translation>&amp;Začít od:</translation>
        </message>
    </context>
    <context>
        <name>DataFolder</name>
        <message>
            <source>the files ({error})</source>
            <translation>soubory ({error})</translation>
        </message>
        <message>
            <source>left {names} in {old} (from an older version) because {folder} already has them; move them by hand to keep them</source>
            <translation>{names} ponechány v {old} (ze starší verze), protože {folder} je už obsahuje; přesuňte je ručně, chcete-li je zachovat</translation>
        </message>
    </context>
    <context>
        <name>Dialogs</name>
        <message>
            <source>Width and height from 1 to {max_side}, with at least one side {min_side} or more: the first click and its neighbours never hold a mine. Up to all cells but those 9 can hold mines; boards 2 cells high or wide need an even number. Dense boards take longer to create.</source>
            <translation>Šířka a výška od 1 do {max_side}, přičemž aspoň jedna strana má {min_side} nebo víc: první kliknuté pole a jeho sousedé nikdy neskrývají minu. Miny mohou být ve všech polích kromě těchto 9; plochy vysoké nebo široké 2 pole potřebují sudý počet min. Husté plochy vznikají déle.</translation>
        </message>
        <message>
            <source>Enter the width as a whole number.</source>
            <translation>Zadejte šířku jako celé číslo.</translation>
        </message>
        <message>
            <source>Enter the height as a whole number.</source>
            <translation>Zadejte výšku jako celé číslo.</translation>
        </message>
        <message>
            <source>Enter the mines as a whole number.</source>
            <translation>Zadejte počet min jako celé číslo.</translation>
        </message>
        <message>
            <source>The width must be between 1 and {max_side}.</source>
            <translation>Šířka musí být od 1 do {max_side}.</translation>
        </message>
        <message>
            <source>The height must be between 1 and {max_side}.</source>
            <translation>Výška musí být od 1 do {max_side}.</translation>
        </message>
        <message>
            <source>There must be at least one mine.</source>
            <translation>Musí tu být aspoň jedna mina.</translation>
        </message>
        <message>
            <source>Custom board</source>
            <translation>Vlastní plocha</translation>
        </message>
        <message>
            <source>&amp;Width (columns):</source>
            <translation>Šíř&amp;ka (sloupce):</translation>
        </message>
        <message>
            <source>&amp;Height (rows):</source>
            <translation>&amp;Výška (řádky):</translation>
        </message>
        <message>
            <source>&amp;Mines:</source>
            <translation>&amp;Miny:</translation>
        </message>
        <message>
            <source>Board creation took too long</source>
            <translation>Vytvoření plochy trvalo příliš dlouho</translation>
        </message>
        <message>
            <source>No guess-free {width}x{height} board with {mines} mines was found within {seconds} seconds.</source>
            <translation>Za {seconds} s se nenašla plocha {width}x{height} s {mines} minami bez hádání.</translation>
        </message>
        <message>
            <source>Dense boards are hard to create.</source>
            <translation>Husté plochy se vytvářejí obtížně.</translation>
        </message>
        <message>
            <source>Boards of logic grade “{grade}” are rare at this size: Game &gt; Logic &gt; Any finds one sooner.</source>
            <translation>Plochy se stupněm logiky „{grade}“ jsou v této velikosti vzácné: Hra &gt; Logika &gt; Libovolná najde plochu dřív.</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Zkusit znovu</translation>
        </message>
        <message numerus="yes">
            <source>Use %n mine(s)</source>
            <translation>
                <numerusform>Použít %n minu</numerusform>
                <numerusform>Použít %n miny</numerusform>
                <numerusform>Použít %n min</numerusform>
            </translation>
        </message>
        <message>
            <source>Open board id</source>
            <translation>Otevřít identifikátor plochy</translation>
        </message>
        <message>
            <source>Board id (from Game &gt; Copy board id):</source>
            <translation>Identifikátor plochy (z Hra &gt; Kopírovat identifikátor plochy):</translation>
        </message>
    </context>
    <context>
        <name>Fonts</name>
        <message>
            <source>{language} text needs a font that is not installed: the game would show boxes for letters such as {missing}. This run is in English. To play in {language}, install {packages}, then start the game again.</source>
            <translation>Text v jazyce {language} potřebuje písmo, které není nainstalované: hra by místo znaků jako {missing} ukazovala čtverečky. Toto spuštění je v angličtině. Chcete-li hrát v jazyce {language}, nainstalujte {packages} a spusťte hru znovu.</translation>
        </message>
    </context>
    <context>
        <name>Grades</name>
        <message>
            <source>one number</source>
            <translation>jedno číslo</translation>
        </message>
        <message>
            <source>two numbers</source>
            <translation>dvě čísla</translation>
        </message>
        <message>
            <source>three+ numbers</source>
            <translation>tři+ čísla</translation>
        </message>
        <message>
            <source>mine count</source>
            <translation>počet min</translation>
        </message>
        <message>
            <source>any</source>
            <translation>libovolná</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>snadná</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>těžká</translation>
        </message>
        <message>
            <source>hardest</source>
            <translation>nejtěžší</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <source>Time</source>
            <translation>Čas</translation>
        </message>
        <message>
            <source>Seconds from the first click to the last; the clock stops while paused.</source>
            <translation>Sekundy od prvního kliknutí do posledního; během pauzy hodiny stojí.</translation>
        </message>
        <message>
            <source>The board's difficulty in clicks: the fewest clicks that clear it without flags (each opening counts once, plus every number not next to an opening).</source>
            <translation>Obtížnost plochy v kliknutích: nejmenší počet kliknutí, který ji vyčistí bez vlajek (každá prázdná oblast se počítá jednou, plus každé číslo, které nesousedí s prázdnou oblastí).</translation>
        </message>
        <message>
            <source>3BV divided by your time: your speed, fair across easy and hard boards.</source>
            <translation>3BV dělené vaším časem: vaše rychlost, spravedlivá pro snadné i těžké plochy.</translation>
        </message>
        <message>
            <source>Clicks</source>
            <translation>Kliknutí</translation>
        </message>
        <message>
            <source>Every click you made: opens, flags and chords.</source>
            <translation>Každé vaše kliknutí: odkrytí, vlajky a akordy.</translation>
        </message>
        <message>
            <source>Efficiency</source>
            <translation>Efektivita</translation>
        </message>
        <message>
            <source>3BV divided by your clicks, as a percentage: 100% means no click was wasted (chording can take it above 100%).</source>
            <translation>3BV dělené vašimi kliknutími, v procentech: 100 % znamená, že žádné kliknutí nepřišlo nazmar (akordy mohou dát přes 100 %).</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>Nápovědy</translation>
        </message>
        <message>
            <source>On how many positions you asked for a hint or a flag check (pressing again on the same position does not count again).</source>
            <translation>V kolika pozicích jste požádali o nápovědu nebo kontrolu vlajek (další stisknutí ve stejné pozici se znovu nepočítá).</translation>
        </message>
        <message>
            <source>Logic</source>
            <translation>Logika</translation>
        </message>
        <message>
            <source>The hardest reasoning the board needs: one number (each step follows from one number), two numbers (two numbers read together), or three+ numbers or the mine count.</source>
            <translation>Nejtěžší úvaha, kterou plocha vyžaduje: jedno číslo (každý krok plyne z jednoho čísla), dvě čísla (čtená společně) nebo tři+ čísla či počet min.</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Pořadí</translation>
        </message>
        <message>
            <source>Where this time stands among your wins at this level without help.</source>
            <translation>Jak si tento čas stojí mezi vašimi výhrami bez pomoci na této úrovni.</translation>
        </message>
        <message>
            <source>Chord</source>
            <translation>Akord</translation>
        </message>
        <message>
            <source>Clicking a number whose mines are all flagged opens every other cell around it.</source>
            <translation>Kliknutí na číslo, jehož miny jsou všechny označené vlajkou, odkryje všechna ostatní pole kolem něj.</translation>
        </message>
        <message>
            <source>Open every cell that is not a mine. A number tells how many of the eight cells around it hide a mine. Right-click (or F) puts a flag on a cell you know is a mine. Your first click is always an opening, and every board can be solved by logic alone: you never have to guess.</source>
            <translation>Odkryjte každé pole, které není mina. Číslo říká, kolik z osmi polí kolem něj skrývá minu. Pravé tlačítko (nebo F) dá vlajku na pole, o kterém víte, že je mina. První kliknutí vždy něco odkryje a každou plochu lze vyřešit čistou logikou: nikdy nemusíte hádat.</translation>
        </message>
        <message>
            <source>Hint (H) teaches rather than plays: each press on the same position says a little more. First it checks your flags, then it shows where progress is possible, then which cell and why, in words, and only at the end makes the move for you. Check flags (C) says whether your flags are right. A game with hints is not ranked for best times.</source>
            <translation>Nápověda (H) učí, místo aby hrála za vás: každé stisknutí ve stejné pozici řekne o něco víc. Nejprve zkontroluje vaše vlajky, pak ukáže, kde se dá postoupit, pak které pole a proč, slovy, a teprve nakonec tah udělá za vás. Zkontrolovat vlajky (C) řekne, zda jsou vaše vlajky správně. Hra s nápovědou se nepočítá do nejlepších časů.</translation>
        </message>
        <message>
            <source>Arrows, Space, F</source>
            <translation>Šipky, mezerník, F</translation>
        </message>
        <message>
            <source>move the cursor, open, flag</source>
            <translation>pohyb kurzoru, odkrytí, vlajka</translation>
        </message>
        <message>
            <source>hint, check flags</source>
            <translation>nápověda, kontrola vlajek</translation>
        </message>
        <message>
            <source>pause (the board is hidden, the clock stops)</source>
            <translation>pauza (plocha je skrytá, hodiny stojí)</translation>
        </message>
        <message>
            <source>new game</source>
            <translation>nová hra</translation>
        </message>
        <message>
            <source>after a game: undo, retry, review, mines or before</source>
            <translation>po hře: vrátit, opakovat, rozbor, miny nebo stav před chybou</translation>
        </message>
        <message>
            <source>from the board to the buttons and back</source>
            <translation>z plochy na tlačítka a zpět</translation>
        </message>
        <message>
            <source>read the cursor's cell, its row and column, the cells around it</source>
            <translation>přečíst pole kurzoru, jeho řádek a sloupec, pole kolem</translation>
        </message>
        <message>
            <source>read the mines left, the time, the last announcement again</source>
            <translation>přečíst zbývající miny, čas, poslední oznámení znovu</translation>
        </message>
        <message>
            <source>read the cursor's whole row, its whole column</source>
            <translation>přečíst celý řádek kurzoru, celý jeho sloupec</translation>
        </message>
        <message>
            <source>jump to the last hint's cell, the next covered cell, the next covered cell beside a number</source>
            <translation>skočit na pole poslední nápovědy, na další zakryté pole, na další zakryté pole vedle čísla</translation>
        </message>
        <message>
            <source>G, a row and a column, Enter</source>
            <translation>G, řádek a sloupec, Enter</translation>
        </message>
        <message>
            <source>go to that cell (G 3 5 Enter: row 3, column 5)</source>
            <translation>přejít na to pole (G 3 5 Enter: řádek 3, sloupec 5)</translation>
        </message>
        <message>
            <source>in a replay: the previous or next click, the previous or next mouse event, play or pause, where the replay is (each step is said)</source>
            <translation>v záznamu: předchozí nebo další kliknutí, předchozí nebo další událost myši, přehrát nebo pozastavit, kde záznam je (každý krok se přečte)</translation>
        </message>
        <message>
            <source>in a review: one move back or on, ten moves back or on, the first or the last move (each move and its judgement is said)</source>
            <translation>v rozboru: tah zpět nebo vpřed, deset tahů zpět nebo vpřed, první nebo poslední tah (každý tah a jeho hodnocení se přečte)</translation>
        </message>
        <message>
            <source>With a screen reader every move is said as it happens. Options &gt; Brief announcements keeps each announcement to its first sentence; A repeats the last one.</source>
            <translation>Se čtečkou obrazovky se každý tah přečte, jakmile se stane. Možnosti &gt; Stručná oznámení zkrátí každé oznámení na první větu; A zopakuje poslední.</translation>
        </message>
        <message>
            <source>a flag: you say a mine is here</source>
            <translation>vlajka: říkáte, že tu je mina</translation>
        </message>
        <message>
            <source>a question mark (Options &gt; Question marks): not sure yet</source>
            <translation>otazník (Možnosti &gt; Otazníky): zatím si nejste jistí</translation>
        </message>
        <message>
            <source>a mine, shown when the game ends</source>
            <translation>mina, ukázaná na konci hry</translation>
        </message>
        <message>
            <source>The board's pictures</source>
            <translation>Obrázky na ploše</translation>
        </message>
        <message>
            <source>Marks on the board</source>
            <translation>Značky na ploše</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>Klávesy</translation>
        </message>
        <message>
            <source>Words of the counters and the summary</source>
            <translation>Slova počítadel a souhrnu</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>Jak hrát</translation>
        </message>
        <message>
            <source>Hints, flag checks and the loss explanation mark cells; each mark differs in colour and in its frame, so it reads without colour too. The legend under the board names the marks shown.</source>
            <translation>Nápovědy, kontrola vlajek a vysvětlení prohry označují pole; každá značka se liší barvou i rámečkem, takže je čitelná i bez barev. Legenda pod plochou pojmenovává zobrazené značky.</translation>
        </message>
        <message>
            <source>Mines left: the mines on the board minus your flags (below zero when there are more flags than mines).</source>
            <translation>Zbývající miny: miny na ploše minus vaše vlajky (pod nulou, když je vlajek víc než min).</translation>
        </message>
        <message>
            <source>Seconds played, up to 999. The clock stops while the game is paused (P).</source>
            <translation>Odehrané sekundy, až do 999. Během pauzy (P) hodiny stojí.</translation>
        </message>
        <message>
            <source>New game (F2). The face shows how the game stands: smiling while you play, surprised while you press, glasses on a win, crosses on a loss.</source>
            <translation>Nová hra (F2). Obličej ukazuje stav hry: usmívá se, když hrajete, diví se, když tisknete, má brýle po výhře a křížky po prohře.</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>the {value} at {cell}</source>
            <translation>{value} ({cell})</translation>
        </message>
        <message>
            <source>{number} has no mines around it, so {cell} is safe.</source>
            <translation>Kolem čísla {number} nejsou žádné miny, takže pole ({cell}) je bezpečné.</translation>
        </message>
        <message numerus="yes">
            <source>{number} already has its %n mine(s) flagged, so its other covered cells are safe, including {cell}.</source>
            <translation>
                <numerusform>Číslo {number} už má označenou %n minu, takže jeho ostatní zakrytá pole jsou bezpečná, včetně pole ({cell}).</numerusform>
                <numerusform>Číslo {number} už má označené %n miny, takže jeho ostatní zakrytá pole jsou bezpečná, včetně pole ({cell}).</numerusform>
                <numerusform>Číslo {number} už má označených %n min, takže jeho ostatní zakrytá pole jsou bezpečná, včetně pole ({cell}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{number} touches exactly %n covered cell(s)</source>
            <translation>
                <numerusform>Číslo {number} sousedí s přesně %n zakrytým polem</numerusform>
                <numerusform>Číslo {number} sousedí s přesně %n zakrytými poli</numerusform>
                <numerusform>Číslo {number} sousedí s přesně %n zakrytými poli</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{number} has {flagged} flagged and needs {more}; it touches exactly %n other covered cell(s)</source>
            <translation>
                <numerusform>Číslo {number} má vlajkou označeno: {flagged} a potřebuje {more}; sousedí s přesně %n dalším zakrytým polem</numerusform>
                <numerusform>Číslo {number} má vlajkou označeno: {flagged} a potřebuje {more}; sousedí s přesně %n dalšími zakrytými poli</numerusform>
                <numerusform>Číslo {number} má vlajkou označeno: {flagged} a potřebuje {more}; sousedí s přesně %n dalšími zakrytými poli</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more</source>
            <translation>
                <numerusform>ještě %n</numerusform>
                <numerusform>ještě %n</numerusform>
                <numerusform>ještě %n</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}, so {cell} is a mine.</source>
            <translation>{head}, takže pole ({cell}) je mina.</translation>
        </message>
        <message>
            <source>{head}, so both are mines: {cell} is a mine.</source>
            <translation>{head}, takže obě jsou miny: pole ({cell}) je mina.</translation>
        </message>
        <message>
            <source>{head}, so all of them are mines: {cell} is a mine.</source>
            <translation>{head}, takže všechna jsou miny: pole ({cell}) je mina.</translation>
        </message>
        <message numerus="yes">
            <source>Every covered cell around {a} also touches {b}, so the %n more mine(s) it needs (is|are) next to both numbers.</source>
            <translation>
                <numerusform>Každé zakryté pole kolem čísla {a} sousedí i s číslem {b}, takže %n chybějící mina leží vedle obou čísel.</numerusform>
                <numerusform>Každé zakryté pole kolem čísla {a} sousedí i s číslem {b}, takže %n chybějící miny leží vedle obou čísel.</numerusform>
                <numerusform>Každé zakryté pole kolem čísla {a} sousedí i s číslem {b}, takže %n chybějících min leží vedle obou čísel.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Every covered cell around {a} also touches {b}, so the %n mine(s) it needs (is|are) next to both numbers.</source>
            <translation>
                <numerusform>Každé zakryté pole kolem čísla {a} sousedí i s číslem {b}, takže %n potřebná mina leží vedle obou čísel.</numerusform>
                <numerusform>Každé zakryté pole kolem čísla {a} sousedí i s číslem {b}, takže %n potřebné miny leží vedle obou čísel.</numerusform>
                <numerusform>Každé zakryté pole kolem čísla {a} sousedí i s číslem {b}, takže %n potřebných min leží vedle obou čísel.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{a} needs {needs} but has only {away} away from {b}, so at least %n mine(s) (is|are) next to both numbers.</source>
            <translation>
                <numerusform>Číslo {a} potřebuje {needs}, ale mimo číslo {b} má jen {away}, takže aspoň %n mina leží vedle obou čísel.</numerusform>
                <numerusform>Číslo {a} potřebuje {needs}, ale mimo číslo {b} má jen {away}, takže aspoň %n miny leží vedle obou čísel.</numerusform>
                <numerusform>Číslo {a} potřebuje {needs}, ale mimo číslo {b} má jen {away}, takže aspoň %n min leží vedle obou čísel.</numerusform>
            </translation>
        </message>
        <message>
            <source>That is all {b} still needs, so its other covered cells are safe, including {cell}.</source>
            <translation>To je vše, co číslo {b} ještě potřebuje, takže jeho ostatní zakrytá pole jsou bezpečná, včetně pole ({cell}).</translation>
        </message>
        <message>
            <source>That is all {b} needs, so its other covered cells are safe, including {cell}.</source>
            <translation>To je vše, co číslo {b} potřebuje, takže jeho ostatní zakrytá pole jsou bezpečná, včetně pole ({cell}).</translation>
        </message>
        <message numerus="yes">
            <source>%n covered cell(s)</source>
            <translation>
                <numerusform>%n zakryté pole</numerusform>
                <numerusform>%n zakrytá pole</numerusform>
                <numerusform>%n zakrytých polí</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{a} needs only {needs}, so the cells it shares with {b} hold at most %n mine(s).</source>
            <translation>
                <numerusform>Číslo {a} potřebuje jen {needs}, takže pole společná s číslem {b} skrývají nejvýš %n minu.</numerusform>
                <numerusform>Číslo {a} potřebuje jen {needs}, takže pole společná s číslem {b} skrývají nejvýš %n miny.</numerusform>
                <numerusform>Číslo {a} potřebuje jen {needs}, takže pole společná s číslem {b} skrývají nejvýš %n min.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{b} needs {needs}, so its %n other covered cell(s) must hold the rest: {cell} is a mine.</source>
            <translation>
                <numerusform>Číslo {b} potřebuje {needs}, takže jeho %n další zakryté pole musí skrývat zbytek: pole ({cell}) je mina.</numerusform>
                <numerusform>Číslo {b} potřebuje {needs}, takže jeho %n další zakrytá pole musí skrývat zbytek: pole ({cell}) je mina.</numerusform>
                <numerusform>Číslo {b} potřebuje {needs}, takže jeho %n dalších zakrytých polí musí skrývat zbytek: pole ({cell}) je mina.</numerusform>
            </translation>
        </message>
        <message>
            <source>Suppose {cell} were safe.</source>
            <translation>Předpokládejme, že pole ({cell}) je bezpečné.</translation>
        </message>
        <message>
            <source>Suppose {cell} were a mine.</source>
            <translation>Předpokládejme, že pole ({cell}) je mina.</translation>
        </message>
        <message>
            <source>Then {number} makes {cells} safe.</source>
            <translation>Pak číslo {number} dělá bezpečnými: {cells}.</translation>
        </message>
        <message>
            <source>Then {number} makes {cells} a mine.</source>
            <translation>Pak číslo {number} dělá minou: {cells}.</translation>
        </message>
        <message>
            <source>Then {number} makes {cells} mines.</source>
            <translation>Pak číslo {number} dělá minami: {cells}.</translation>
        </message>
        <message>
            <source>But then {number} would have too many mines.</source>
            <translation>Ale pak by číslo {number} mělo příliš mnoho min.</translation>
        </message>
        <message>
            <source>But then {number} would have too few mines.</source>
            <translation>Ale pak by číslo {number} mělo příliš málo min.</translation>
        </message>
        <message>
            <source>So {cell} is a mine.</source>
            <translation>Takže pole ({cell}) je mina.</translation>
        </message>
        <message>
            <source>So {cell} is safe.</source>
            <translation>Takže pole ({cell}) je bezpečné.</translation>
        </message>
        <message numerus="yes">
            <source>Try every way to place mines around {numbers} that fits all %n number(s): {cell} is a mine in each of them.</source>
            <translation>
                <numerusform>Vyzkoušejte každé rozmístění min kolem {numbers}, které sedí na %n číslo: v každém z nich je pole ({cell}) mina.</numerusform>
                <numerusform>Vyzkoušejte každé rozmístění min kolem {numbers}, které sedí na všechna %n čísla: v každém z nich je pole ({cell}) mina.</numerusform>
                <numerusform>Vyzkoušejte každé rozmístění min kolem {numbers}, které sedí na všech %n čísel: v každém z nich je pole ({cell}) mina.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Try every way to place mines around {numbers} that fits all %n number(s): {cell} is safe in each of them.</source>
            <translation>
                <numerusform>Vyzkoušejte každé rozmístění min kolem {numbers}, které sedí na %n číslo: v každém z nich je pole ({cell}) bezpečné.</numerusform>
                <numerusform>Vyzkoušejte každé rozmístění min kolem {numbers}, které sedí na všechna %n čísla: v každém z nich je pole ({cell}) bezpečné.</numerusform>
                <numerusform>Vyzkoušejte každé rozmístění min kolem {numbers}, které sedí na všech %n čísel: v každém z nich je pole ({cell}) bezpečné.</numerusform>
            </translation>
        </message>
        <message>
            <source>Try every way to place mines around the {count} highlighted numbers that fits all of them: {cell} is a mine in each of them.</source>
            <translation>Vyzkoušejte každé rozmístění min kolem zvýrazněných čísel ({count}), které sedí na všechna: v každém z nich je pole ({cell}) mina.</translation>
        </message>
        <message>
            <source>Try every way to place mines around the {count} highlighted numbers that fits all of them: {cell} is safe in each of them.</source>
            <translation>Vyzkoušejte každé rozmístění min kolem zvýrazněných čísel ({count}), které sedí na všechna: v každém z nich je pole ({cell}) bezpečné.</translation>
        </message>
        <message>
            <source>(Finding the easiest step takes too long here, so this uses {count} numbers around it; a smaller set may also work.)</source>
            <translation>(Hledání nejsnazšího kroku tu trvá příliš dlouho, proto se používají okolní čísla ({count}); může stačit i menší sada.)</translation>
        </message>
        <message>
            <source>(This uses the {count} numbers around it; a smaller set may also work.)</source>
            <translation>(Používají se okolní čísla ({count}); může stačit i menší sada.)</translation>
        </message>
        <message>
            <source>There are no mines</source>
            <translation>Nejsou žádné miny</translation>
        </message>
        <message numerus="yes">
            <source>%n mine(s) (is|are) left</source>
            <translation>
                <numerusform>Zbývá %n mina</numerusform>
                <numerusform>Zbývají %n miny</numerusform>
                <numerusform>Zbývá %n min</numerusform>
            </translation>
        </message>
        <message>
            <source>The only mine is accounted for by the highlighted numbers</source>
            <translation>Jedinou minu vysvětlují zvýrazněná čísla</translation>
        </message>
        <message>
            <source>The only mine is accounted for</source>
            <translation>Jediná mina je vysvětlena</translation>
        </message>
        <message>
            <source>All {total} mines are accounted for by the highlighted numbers</source>
            <translation>Všechny miny ({total}) vysvětlují zvýrazněná čísla</translation>
        </message>
        <message>
            <source>All {total} mines are accounted for</source>
            <translation>Všechny miny ({total}) jsou vysvětleny</translation>
        </message>
        <message>
            <source>All but {left} of the {total} mines are accounted for by the highlighted numbers</source>
            <translation>Zvýrazněná čísla vysvětlují všechny miny z {total} kromě {left}</translation>
        </message>
        <message>
            <source>All but {left} of the {total} mines are accounted for</source>
            <translation>Vysvětleny jsou všechny miny z {total} kromě {left}</translation>
        </message>
        <message>
            <source>{head}, so every covered cell is safe, including {cell}.</source>
            <translation>{head}, takže každé zakryté pole je bezpečné, včetně pole ({cell}).</translation>
        </message>
        <message>
            <source>{head}, so every other covered cell is safe, including {cell}.</source>
            <translation>{head}, takže každé další zakryté pole je bezpečné, včetně pole ({cell}).</translation>
        </message>
        <message>
            <source>{head}, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>{head}, takže každé zakryté pole, které nesousedí s žádným číslem, je bezpečné, včetně pole ({cell}).</translation>
        </message>
        <message numerus="yes">
            <source>{head}, which need at least %n more mine(s) among their covered cells, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>
                <numerusform>{head}, a ta potřebují ve svých zakrytých polích ještě aspoň %n minu, takže každé zakryté pole, které nesousedí s žádným číslem, je bezpečné, včetně pole ({cell}).</numerusform>
                <numerusform>{head}, a ta potřebují ve svých zakrytých polích ještě aspoň %n miny, takže každé zakryté pole, které nesousedí s žádným číslem, je bezpečné, včetně pole ({cell}).</numerusform>
                <numerusform>{head}, a ta potřebují ve svých zakrytých polích ještě aspoň %n min, takže každé zakryté pole, které nesousedí s žádným číslem, je bezpečné, včetně pole ({cell}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{head}, and the highlighted numbers need at least %n mine(s) among their covered cells, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>
                <numerusform>{head}, a zvýrazněná čísla potřebují ve svých zakrytých polích aspoň %n minu, takže každé zakryté pole, které nesousedí s žádným číslem, je bezpečné, včetně pole ({cell}).</numerusform>
                <numerusform>{head}, a zvýrazněná čísla potřebují ve svých zakrytých polích aspoň %n miny, takže každé zakryté pole, které nesousedí s žádným číslem, je bezpečné, včetně pole ({cell}).</numerusform>
                <numerusform>{head}, a zvýrazněná čísla potřebují ve svých zakrytých polích aspoň %n min, takže každé zakryté pole, které nesousedí s žádným číslem, je bezpečné, včetně pole ({cell}).</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}, and (it|they) can only go next to the highlighted numbers, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>{head}, a mohou ležet jen vedle zvýrazněných čísel, takže každé zakryté pole, které nesousedí s žádným číslem, je bezpečné, včetně pole ({cell}).</translation>
        </message>
        <message numerus="yes">
            <source>{head}. The highlighted numbers leave room for at most %n mine(s) among their covered cells, so the only covered cell that touches no number, {cell}, is a mine.</source>
            <translation>
                <numerusform>{head}. Zvýrazněná čísla nechávají ve svých zakrytých polích místo nejvýš pro %n minu, takže jediné zakryté pole, které nesousedí s žádným číslem, pole ({cell}), je mina.</numerusform>
                <numerusform>{head}. Zvýrazněná čísla nechávají ve svých zakrytých polích místo nejvýš pro %n miny, takže jediné zakryté pole, které nesousedí s žádným číslem, pole ({cell}), je mina.</numerusform>
                <numerusform>{head}. Zvýrazněná čísla nechávají ve svých zakrytých polích místo nejvýš pro %n min, takže jediné zakryté pole, které nesousedí s žádným číslem, pole ({cell}), je mina.</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}. So the only covered cell that touches no number, {cell}, is a mine.</source>
            <translation>{head}. Takže jediné zakryté pole, které nesousedí s žádným číslem, pole ({cell}), je mina.</translation>
        </message>
        <message numerus="yes">
            <source>{head}. The highlighted numbers leave room for at most {room} among their covered cells, so the %n covered cells that touch no number are all mines: {cell} is a mine.</source>
            <translation>
                <numerusform>{head}. Zvýrazněná čísla nechávají ve svých zakrytých polích místo nejvýš pro {room}, takže %n zakryté pole, které nesousedí s žádným číslem, je mina: pole ({cell}) je mina.</numerusform>
                <numerusform>{head}. Zvýrazněná čísla nechávají ve svých zakrytých polích místo nejvýš pro {room}, takže %n zakrytá pole, která nesousedí s žádným číslem, jsou všechna miny: pole ({cell}) je mina.</numerusform>
                <numerusform>{head}. Zvýrazněná čísla nechávají ve svých zakrytých polích místo nejvýš pro {room}, takže %n zakrytých polí, která nesousedí s žádným číslem, jsou všechna miny: pole ({cell}) je mina.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{head}. So the %n covered cells that touch no number are all mines: {cell} is a mine.</source>
            <translation>
                <numerusform>{head}. Takže %n zakryté pole, které nesousedí s žádným číslem, je mina: pole ({cell}) je mina.</numerusform>
                <numerusform>{head}. Takže %n zakrytá pole, která nesousedí s žádným číslem, jsou všechna miny: pole ({cell}) je mina.</numerusform>
                <numerusform>{head}. Takže %n zakrytých polí, která nesousedí s žádným číslem, jsou všechna miny: pole ({cell}) je mina.</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fits the count; with that, {cell} is always a mine.</source>
            <translation>{head}. Zvýrazněná čísla kolem pole ({cell}) připouštějí ve svých zakrytých polích tolik min: {allowed}, ale s počtem sedí jen {fits}; s tím je pole ({cell}) vždy mina.</translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fits the count; with that, {cell} is always safe.</source>
            <translation>{head}. Zvýrazněná čísla kolem pole ({cell}) připouštějí ve svých zakrytých polích tolik min: {allowed}, ale s počtem sedí jen {fits}; s tím je pole ({cell}) vždy bezpečné.</translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fit the count; with that, {cell} is always a mine.</source>
            <translation>{head}. Zvýrazněná čísla kolem pole ({cell}) připouštějí ve svých zakrytých polích tolik min: {allowed}, ale s počtem sedí jen {fits}; s tím je pole ({cell}) vždy mina.</translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fit the count; with that, {cell} is always safe.</source>
            <translation>{head}. Zvýrazněná čísla kolem pole ({cell}) připouštějí ve svých zakrytých polích tolik min: {allowed}, ale s počtem sedí jen {fits}; s tím je pole ({cell}) vždy bezpečné.</translation>
        </message>
        <message>
            <source>{head}. Counting the mines left against every way the highlighted numbers allow, {cell} is a mine.</source>
            <translation>{head}. Když porovnáme zbývající miny se všemi možnostmi, které zvýrazněná čísla připouštějí, pole ({cell}) je mina.</translation>
        </message>
        <message>
            <source>{head}. Counting the mines left against every way the highlighted numbers allow, {cell} is safe.</source>
            <translation>{head}. Když porovnáme zbývající miny se všemi možnostmi, které zvýrazněná čísla připouštějí, pole ({cell}) je bezpečné.</translation>
        </message>
        <message numerus="yes">
            <source>%n number(s) (has|have) more flags around (it|them) than (its value|their values).</source>
            <translation>
                <numerusform>%n číslo má kolem sebe víc vlajek, než je jeho hodnota.</numerusform>
                <numerusform>%n čísla mají kolem sebe víc vlajek, než jsou jejich hodnoty.</numerusform>
                <numerusform>%n čísel má kolem sebe víc vlajek, než jsou jejich hodnoty.</numerusform>
            </translation>
        </message>
        <message>
            <source>no mine</source>
            <translation>žádnou minu</translation>
        </message>
        <message numerus="yes">
            <source>only %n mine(s)</source>
            <translation>
                <numerusform>jen %n minu</numerusform>
                <numerusform>jen %n miny</numerusform>
                <numerusform>jen %n min</numerusform>
            </translation>
        </message>
        <message>
            <source>so the flag is wrong</source>
            <translation>takže vlajka je špatně</translation>
        </message>
        <message>
            <source>so all of these flags are wrong</source>
            <translation>takže všechny tyto vlajky jsou špatně</translation>
        </message>
        <message numerus="yes">
            <source>so at least %n of these flags (is|are) wrong</source>
            <translation>
                <numerusform>takže aspoň %n z těchto vlajek je špatně</numerusform>
                <numerusform>takže aspoň %n z těchto vlajek jsou špatně</numerusform>
                <numerusform>takže aspoň %n z těchto vlajek je špatně</numerusform>
            </translation>
        </message>
        <message>
            <source>{number} has {flags} around it, at {cells}, but {room}, {verdict}.</source>
            <translation>Číslo {number} má kolem sebe {flags}, na polích ({cells}), ale {room}, {verdict}.</translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s)</source>
            <translation>
                <numerusform>%n vlajku</numerusform>
                <numerusform>%n vlajky</numerusform>
                <numerusform>%n vlajek</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more number(s) (has|have) too many flags as well.</source>
            <translation>
                <numerusform>Dalších %n číslo má také příliš mnoho vlajek.</numerusform>
                <numerusform>Další %n čísla mají také příliš mnoho vlajek.</numerusform>
                <numerusform>Dalších %n čísel má také příliš mnoho vlajek.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) (is|are) wrong.</source>
            <translation>
                <numerusform>%n vlajka je špatně.</numerusform>
                <numerusform>%n vlajky jsou špatně.</numerusform>
                <numerusform>%n vlajek je špatně.</numerusform>
            </translation>
        </message>
        <message>
            <source>The flag at {cells} is on a safe cell: the numbers prove there is no mine there.</source>
            <translation>Vlajka na poli ({cells}) je na bezpečném poli: čísla dokazují, že tam mina není.</translation>
        </message>
        <message>
            <source>The flags at {cells} are on safe cells: the numbers prove there are no mines there.</source>
            <translation>Vlajky na polích ({cells}) jsou na bezpečných polích: čísla dokazují, že tam miny nejsou.</translation>
        </message>
        <message>
            <source>Press Hint again and I will remove the flag at {cell}.</source>
            <translation>Stiskněte znovu Nápovědu a odstraním vlajku z pole ({cell}).</translation>
        </message>
        <message>
            <source>Removing the flag at {cell}.</source>
            <translation>Odstraňuji vlajku z pole ({cell}).</translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) cannot be proven yet; (it|they) may be wrong.</source>
            <translation>
                <numerusform>%n vlajku zatím nelze dokázat; může být špatně.</numerusform>
                <numerusform>%n vlajky zatím nelze dokázat; mohou být špatně.</numerusform>
                <numerusform>%n vlajek zatím nelze dokázat; mohou být špatně.</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing proves the flag at {cells} yet: it may be wrong.</source>
            <translation>Vlajku na poli ({cells}) zatím nic nedokazuje: může být špatně.</translation>
        </message>
        <message>
            <source>Nothing proves the flags at {cells} yet: each may be wrong.</source>
            <translation>Vlajky na polích ({cells}) zatím nic nedokazuje: každá může být špatně.</translation>
        </message>
        <message>
            <source>These numbers cannot all be right: no arrangement of exactly {total} mines fits them.</source>
            <translation>Tato čísla nemohou být všechna správně: nesedí na ně žádné rozmístění přesně {total} min.</translation>
        </message>
        <message>
            <source>These numbers cannot all be right: no arrangement of mines fits the numbers around {cell}.</source>
            <translation>Tato čísla nemohou být všechna správně: žádné rozmístění min nesedí na čísla kolem pole ({cell}).</translation>
        </message>
        <message>
            <source>You can open a cell by counting the mines that are left, with the help of the highlighted numbers.</source>
            <translation>Pole můžete odkrýt spočítáním zbývajících min s pomocí zvýrazněných čísel.</translation>
        </message>
        <message>
            <source>You can open a cell by counting the mines that are left.</source>
            <translation>Pole můžete odkrýt spočítáním zbývajících min.</translation>
        </message>
        <message>
            <source>You can open a cell in the highlighted area: one number there tells you enough.</source>
            <translation>Ve zvýrazněné oblasti můžete odkrýt pole: stačí jedno tamní číslo.</translation>
        </message>
        <message numerus="yes">
            <source>You can open a cell in the highlighted area: %n numbers there together tell you enough.</source>
            <translation>
                <numerusform>Ve zvýrazněné oblasti můžete odkrýt pole: stačí %n číslo dohromady.</numerusform>
                <numerusform>Ve zvýrazněné oblasti můžete odkrýt pole: stačí %n čísla dohromady.</numerusform>
                <numerusform>Ve zvýrazněné oblasti můžete odkrýt pole: stačí %n čísel dohromady.</numerusform>
            </translation>
        </message>
        <message>
            <source>You can make progress by counting the mines that are left, with the help of the highlighted numbers.</source>
            <translation>Postoupit můžete spočítáním zbývajících min s pomocí zvýrazněných čísel.</translation>
        </message>
        <message>
            <source>You can make progress by counting the mines that are left.</source>
            <translation>Postoupit můžete spočítáním zbývajících min.</translation>
        </message>
        <message>
            <source>You can make progress in the highlighted area: one number there tells you enough.</source>
            <translation>Ve zvýrazněné oblasti můžete postoupit: stačí jedno tamní číslo.</translation>
        </message>
        <message numerus="yes">
            <source>You can make progress in the highlighted area: %n numbers there together tell you enough.</source>
            <translation>
                <numerusform>Ve zvýrazněné oblasti můžete postoupit: stačí %n číslo dohromady.</numerusform>
                <numerusform>Ve zvýrazněné oblasti můžete postoupit: stačí %n čísla dohromady.</numerusform>
                <numerusform>Ve zvýrazněné oblasti můžete postoupit: stačí %n čísel dohromady.</numerusform>
            </translation>
        </message>
        <message>
            <source>(A full check of this position takes too long, so this hint uses only nearby numbers.)</source>
            <translation>(Úplná kontrola této pozice trvá příliš dlouho, proto tato nápověda používá jen blízká čísla.)</translation>
        </message>
        <message>
            <source>Look at {cell}: the highlighted numbers and the mine count prove whether it is safe or a mine.</source>
            <translation>Podívejte se na pole ({cell}): zvýrazněná čísla a počet min dokazují, zda je bezpečné, nebo mina.</translation>
        </message>
        <message>
            <source>Look at {cell}: the mine count proves whether it is safe or a mine.</source>
            <translation>Podívejte se na pole ({cell}): počet min dokazuje, zda je bezpečné, nebo mina.</translation>
        </message>
        <message>
            <source>Look at {cell}: the highlighted number proves whether it is safe or a mine.</source>
            <translation>Podívejte se na pole ({cell}): zvýrazněné číslo dokazuje, zda je bezpečné, nebo mina.</translation>
        </message>
        <message>
            <source>Look at {cell}: the highlighted numbers prove whether it is safe or a mine.</source>
            <translation>Podívejte se na pole ({cell}): zvýrazněná čísla dokazují, zda je bezpečné, nebo mina.</translation>
        </message>
        <message>
            <source>Press Hint again and I will flag {cell} for you.</source>
            <translation>Stiskněte znovu Nápovědu a označím za vás vlajkou pole ({cell}).</translation>
        </message>
        <message>
            <source>Press Hint again and I will open {cell} for you.</source>
            <translation>Stiskněte znovu Nápovědu a odkryji za vás pole ({cell}).</translation>
        </message>
        <message>
            <source>Flagging {cell}.</source>
            <translation>Označuji vlajkou pole ({cell}).</translation>
        </message>
        <message>
            <source>Opening {cell}.</source>
            <translation>Odkrývám pole ({cell}).</translation>
        </message>
        <message>
            <source>Every covered cell left is a mine: the board is solved. Well done!</source>
            <translation>Každé zbývající zakryté pole je mina: plocha je vyřešená. Výborně!</translation>
        </message>
        <message>
            <source>No covered cell can be proven safe right now, so the next move is a guess. Try the cell with the best odds.</source>
            <translation>Žádné zakryté pole teď nelze dokázat jako bezpečné, takže další tah je hádání. Zkuste pole s nejlepšími šancemi.</translation>
        </message>
        <message>
            <source>No covered cell can be proven safe or a mine right now, so the next move is a guess. Try the cell with the best odds.</source>
            <translation>Žádné zakryté pole teď nelze dokázat jako bezpečné ani jako minu, takže další tah je hádání. Zkuste pole s nejlepšími šancemi.</translation>
        </message>
        <message>
            <source>This position takes too long to check, and no small group of numbers proves anything. Press Hint again to let me think longer.</source>
            <translation>Kontrola této pozice trvá příliš dlouho a žádná malá skupina čísel nic nedokazuje. Stiskněte znovu Nápovědu a budu přemýšlet déle.</translation>
        </message>
        <message>
            <source>You have not placed any flags, so there is nothing to check.</source>
            <translation>Nepoložili jste žádné vlajky, takže není co kontrolovat.</translation>
        </message>
        <message>
            <source>No flag is provably wrong, but checking every flag takes too long here.</source>
            <translation>Žádná vlajka není prokazatelně špatně, ale kontrola všech vlajek tu trvá příliš dlouho.</translation>
        </message>
        <message>
            <source>Your flag is a proven mine.</source>
            <translation>Vaše vlajka je na prokázané mině.</translation>
        </message>
        <message>
            <source>Both your flags are proven mines.</source>
            <translation>Obě vaše vlajky jsou na prokázaných minách.</translation>
        </message>
        <message numerus="yes">
            <source>All %n flags are proven mines.</source>
            <translation>
                <numerusform>Vaše %n vlajka je na prokázané mině.</numerusform>
                <numerusform>Všechny %n vlajky jsou na prokázaných minách.</numerusform>
                <numerusform>Všech %n vlajek je na prokázaných minách.</numerusform>
            </translation>
        </message>
        <message>
            <source>Checking the other flags takes too long here.</source>
            <translation>Kontrola ostatních vlajek tu trvá příliš dlouho.</translation>
        </message>
        <message numerus="yes">
            <source>%n more mine(s)</source>
            <translation>
                <numerusform>ještě %n minu</numerusform>
                <numerusform>ještě %n miny</numerusform>
                <numerusform>ještě %n min</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mine(s)</source>
            <translation>
                <numerusform>%n minu</numerusform>
                <numerusform>%n miny</numerusform>
                <numerusform>%n min</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>KeptGame</name>
        <message>
            <source>Your game from last time was not resumed: its file {file} cannot be moved ({cause}), so it would come back at every start. Move or delete it by hand.</source>
            <translation>Vaše hra z minula nebyla obnovena: její soubor {file} nelze přesunout ({cause}), takže by se vracela při každém spuštění. Přesuňte ho nebo smažte ručně.</translation>
        </message>
        <message>
            <source>Your game from last time could not be played on (the file is damaged or was changed); it was kept as {file} in {folder}, and a new game starts.</source>
            <translation>Ve vaší hře z minula nelze pokračovat (soubor je poškozený nebo byl změněn); byl uchován jako {file} ve složce {folder} a začíná nová hra.</translation>
        </message>
        <message>
            <source>the file or its folder is read-only</source>
            <translation>soubor nebo jeho složka je jen pro čtení</translation>
        </message>
        <message>
            <source>The game in progress ({level}, {seconds} s played) could not be kept for the next start: {cause}.</source>
            <translation>Rozehranou hru ({level}, odehráno {seconds} s) nešlo uchovat pro příští spuštění: {cause}.</translation>
        </message>
        <message>
            <source>Free some space or make the folder writable, then press Try again. If you close now, what is named above is lost.</source>
            <translation>Uvolněte místo nebo povolte zápis do složky a pak stiskněte Zkusit znovu. Pokud teď zavřete, to, co je uvedeno výše, se ztratí.</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Zkusit znovu</translation>
        </message>
        <message>
            <source>Keep the window open</source>
            <translation>Nechat okno otevřené</translation>
        </message>
        <message>
            <source>Close and lose it</source>
            <translation>Zavřít a přijít o ni</translation>
        </message>
    </context>
    <context>
        <name>Legend</name>
        <message>
            <source>the mine you hit</source>
            <translation>mina, na kterou jste šlápli</translation>
        </message>
        <message>
            <source>the cell the hint is about</source>
            <translation>pole, kterého se nápověda týká</translation>
        </message>
        <message>
            <source>safe: open it</source>
            <translation>bezpečné: odkryjte ho</translation>
        </message>
        <message>
            <source>a mine: flag it</source>
            <translation>mina: označte ji vlajkou</translation>
        </message>
        <message>
            <source>the numbers that prove it</source>
            <translation>čísla, která to dokazují</translation>
        </message>
        <message>
            <source>the numbers the reason uses</source>
            <translation>čísla, která úvaha používá</translation>
        </message>
        <message>
            <source>cells a supposition decides</source>
            <translation>pole rozhodnutá předpokladem</translation>
        </message>
        <message>
            <source>a flag on a safe cell</source>
            <translation>vlajka na bezpečném poli</translation>
        </message>
        <message>
            <source>a flag nothing proves yet</source>
            <translation>vlajka, kterou zatím nic nedokazuje</translation>
        </message>
        <message>
            <source>a number with too many flags</source>
            <translation>číslo s příliš mnoha vlajkami</translation>
        </message>
        <message>
            <source>one of these flags is wrong</source>
            <translation>jedna z těchto vlajek je špatně</translation>
        </message>
        <message>
            <source>numbers that contradict</source>
            <translation>čísla, která si odporují</translation>
        </message>
    </context>
    <context>
        <name>Lessons</name>
        <message>
            <source>The rules</source>
            <translation>Pravidla</translation>
        </message>
        <message>
            <source>Some covered cells hide mines. Open every other cell to win; open a mine and the game is lost. An opened cell shows how many of its eight neighbours are mines. Right-click a cell you know is a mine, or press F on it, to flag it. On these boards logic always tells you a safe move: you never have to guess.</source>
            <translation>Některá zakrytá pole skrývají miny. Odkryjte všechna ostatní pole a vyhrajete; odkryjete minu a hra je prohraná. Odkryté pole ukazuje, kolik z jeho osmi sousedů jsou miny. Klikněte pravým tlačítkem na pole, o kterém víte, že je mina, nebo na něm stiskněte F, a označte ho vlajkou. Na těchto plochách logika vždy ukáže bezpečný tah: nikdy nemusíte hádat.</translation>
        </message>
        <message>
            <source>The first click</source>
            <translation>První kliknutí</translation>
        </message>
        <message>
            <source>Your first click is always safe, and so are its neighbours, so it opens an area. A 0 opens its neighbours by itself. The numbers along the edge of that area are where the reasoning starts.</source>
            <translation>První kliknutí je vždy bezpečné, stejně jako jeho sousedé, takže odkryje oblast. 0 odkryje své sousedy samo. Čísla na okraji této oblasti jsou místem, kde začíná úvaha.</translation>
        </message>
        <message>
            <source>One number decides</source>
            <translation>Rozhoduje jedno číslo</translation>
        </message>
        <message>
            <source>When a number has as many covered neighbours as mines it still needs, all of them are mines; when it needs no more mines (its flags already count), the rest are safe. Find a cell one number decides, then open it (click or Space) or flag it (right-click or F).</source>
            <translation>Když má číslo tolik zakrytých sousedů, kolik min ještě potřebuje, jsou všechny miny; když už žádnou minu nepotřebuje (jeho vlajky se počítají), zbytek je bezpečný. Najděte pole, o kterém rozhoduje jedno číslo, a odkryjte ho (kliknutí nebo mezerník) nebo označte vlajkou (pravé tlačítko nebo F).</translation>
        </message>
        <message>
            <source>Two numbers together (1-1)</source>
            <translation>Dvě čísla společně (1-1)</translation>
        </message>
        <message>
            <source>No number decides anything alone here. But the corner 1 sees only cells its neighbour 1 also sees: the neighbour's one mine is among them, so its other covered cell is safe. Find a cell the two numbers decide together.</source>
            <translation>Tady žádné číslo samo nic nerozhodne. Ale rohová 1 vidí jen pole, která vidí i sousední 1: jediná mina sousedky je mezi nimi, takže její další zakryté pole je bezpečné. Najděte pole, o kterém rozhodují dvě čísla společně.</translation>
        </message>
        <message>
            <source>Three numbers together</source>
            <translation>Tři čísla společně</translation>
        </message>
        <message>
            <source>Sometimes no one or two numbers decide anything and three do: try each way to place mines that fits all three, and a cell that comes out the same every time is decided. Flags count as mines.</source>
            <translation>Někdy jedno ani dvě čísla nic nerozhodnou a tři ano: vyzkoušejte každé rozmístění min, které sedí na všechna tři, a pole, které vyjde pokaždé stejně, je rozhodnuté. Vlajky se počítají jako miny.</translation>
        </message>
        <message>
            <source>The mine count</source>
            <translation>Počet min</translation>
        </message>
        <message>
            <source>When the numbers decide nothing, count the mines. The counter shows how many there are in all; if the numbers already account for every one, each covered cell beyond them is safe.</source>
            <translation>Když čísla nic nerozhodnou, spočítejte miny. Počítadlo ukazuje, kolik jich je celkem; pokud čísla už vysvětlují každou, je každé zakryté pole mimo ně bezpečné.</translation>
        </message>
    </context>
    <context>
        <name>Levels</name>
        <message>
            <source>Custom {width}x{height}, {mines} mines</source>
            <translation>Vlastní {width}x{height}, min: {mines}</translation>
        </message>
        <message>
            <source>Beginner</source>
            <translation>Začátečník</translation>
        </message>
        <message>
            <source>Intermediate</source>
            <translation>Pokročilý</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Expert</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Vlastní</translation>
        </message>
        <message>
            <source>Unknown level {level}: use beginner, intermediate, expert or WxH/M, e.g. 30x16/99 (30 columns, 16 rows, 99 mines).</source>
            <translation>Neznámá úroveň {level}: použijte beginner, intermediate, expert nebo ŠxV/M, např. 30x16/99 (30 sloupců, 16 řádků, 99 min).</translation>
        </message>
        <message>
            <source>Width and height must be between 1 and {most}, not {width}x{height}.</source>
            <translation>Šířka a výška musí být od 1 do {most}, ne {width}x{height}.</translation>
        </message>
        <message>
            <source>A board needs at least one mine, not {mines}.</source>
            <translation>Plocha potřebuje aspoň jednu minu, ne {mines}.</translation>
        </message>
        <message>
            <source>The number of mines cannot be negative ({mines} was asked for).</source>
            <translation>Počet min nemůže být záporný (požadováno {mines}).</translation>
        </message>
        <message>
            <source>A {width}x{height} board has no room for mines: the first click and its neighbours never hold one. Make one side at least 4.</source>
            <translation>Plocha {width}x{height} nemá místo pro miny: první kliknuté pole a jeho sousedé je nikdy neskrývají. Dejte jedné straně aspoň 4.</translation>
        </message>
        <message numerus="yes">
            <source>A {width}x{height} board holds at most %n mine(s): the first cell opened and its neighbours never hold one ({mines} were asked for).</source>
            <translation>
                <numerusform>Plocha {width}x{height} pojme nejvýš %n minu: první odkryté pole a jeho sousedé ji nikdy neskrývají (požadováno {mines}).</numerusform>
                <numerusform>Plocha {width}x{height} pojme nejvýš %n miny: první odkryté pole a jeho sousedé je nikdy neskrývají (požadováno {mines}).</numerusform>
                <numerusform>Plocha {width}x{height} pojme nejvýš %n min: první odkryté pole a jeho sousedé je nikdy neskrývají (požadováno {mines}).</numerusform>
            </translation>
        </message>
        <message>
            <source>A board 2 cells high needs an even number of mines: the two cells of a column look the same to every number, so a column with one mine would be a guess.</source>
            <translation>Plocha vysoká 2 pole potřebuje sudý počet min: dvě pole sloupce vypadají pro každé číslo stejně, takže sloupec s jednou minou by byl hádáním.</translation>
        </message>
        <message>
            <source>A board 2 cells wide needs an even number of mines: the two cells of a row look the same to every number, so a row with one mine would be a guess.</source>
            <translation>Plocha široká 2 pole potřebuje sudý počet min: dvě pole řádku vypadají pro každé číslo stejně, takže řádek s jednou minou by byl hádáním.</translation>
        </message>
        <message>
            <source>Wide</source>
            <translation>Široká</translation>
        </message>
        <message>
            <source>Big</source>
            <translation>Velká</translation>
        </message>
    </context>
    <context>
        <name>Lists</name>
        <message numerus="yes">
            <source>%n more highlighted flag(s)</source>
            <translation>
                <numerusform>ještě %n zvýrazněná vlajka</numerusform>
                <numerusform>ještě %n zvýrazněné vlajky</numerusform>
                <numerusform>ještě %n zvýrazněných vlajek</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more highlighted cell(s)</source>
            <translation>
                <numerusform>ještě %n zvýrazněné pole</numerusform>
                <numerusform>ještě %n zvýrazněná pole</numerusform>
                <numerusform>ještě %n zvýrazněných polí</numerusform>
            </translation>
        </message>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>{list} or {last}</source>
            <translation>{list} nebo {last}</translation>
        </message>
        <message>
            <source>{list} and {last}</source>
            <translation>{list} a {last}</translation>
        </message>
    </context>
    <context>
        <name>Loss</name>
        <message>
            <source>The chord on {number} opened {cell}: its flags looked complete, so its other covered cells seemed safe.</source>
            <translation>Akord na čísle {number} odkryl pole ({cell}): jeho vlajky vypadaly úplně, takže ostatní zakrytá pole se zdála bezpečná.</translation>
        </message>
        <message>
            <source>The chord on {number} opened {cell}: its flags looked complete, so its other covered cells seemed safe, but the flag at {flags} was not on a mine.</source>
            <translation>Akord na čísle {number} odkryl pole ({cell}): jeho vlajky vypadaly úplně, takže ostatní zakrytá pole se zdála bezpečná, ale vlajka na poli ({flags}) nebyla na mině.</translation>
        </message>
        <message>
            <source>The chord on {number} opened {cell}: its flags looked complete, so its other covered cells seemed safe, but the flags at {flags} were not on mines.</source>
            <translation>Akord na čísle {number} odkryl pole ({cell}): jeho vlajky vypadaly úplně, takže ostatní zakrytá pole se zdála bezpečná, ale vlajky na polích ({flags}) nebyly na minách.</translation>
        </message>
        <message>
            <source>{cell} was provably a mine.</source>
            <translation>Pole ({cell}) bylo prokazatelně mina.</translation>
        </message>
        <message>
            <source>Step by step (each step counts the mines proven before it as flagged): {steps}</source>
            <translation>Krok za krokem (každý krok počítá dříve prokázané miny jako označené): {steps}</translation>
        </message>
        <message>
            <source>No way to place the mines that fits the numbers and the mine count leaves {cell} safe.</source>
            <translation>Žádné rozmístění min, které sedí na čísla a počet min, nenechává pole ({cell}) bezpečné.</translation>
        </message>
        <message>
            <source>No way to place the mines that fits the numbers leaves {cell} safe.</source>
            <translation>Žádné rozmístění min, které sedí na čísla, nenechává pole ({cell}) bezpečné.</translation>
        </message>
        <message>
            <source>Nothing proved {cell} safe, and its numbers alone did not prove it a mine. Whether the mine count did, and the odds of a mine there, took too long to work out.</source>
            <translation>Nic nedokazovalo, že pole ({cell}) je bezpečné, a jeho čísla sama nedokazovala minu. Zda to dokazoval počet min a jaká byla šance na minu, by se počítalo příliš dlouho.</translation>
        </message>
        <message>
            <source>Nothing proved {cell} safe. Whether it was provably a mine took too long to work out.</source>
            <translation>Nic nedokazovalo, že pole ({cell}) je bezpečné. Zda bylo prokazatelně mina, by se počítalo příliš dlouho.</translation>
        </message>
        <message>
            <source>Nothing proved {cell} safe: opening it was a guess.</source>
            <translation>Nic nedokazovalo, že pole ({cell}) je bezpečné: odkrýt ho bylo hádání.</translation>
        </message>
        <message>
            <source>Working out the odds took too long.</source>
            <translation>Výpočet šancí trval příliš dlouho.</translation>
        </message>
        <message>
            <source>Of all the ways to place the mines that fit the numbers and the mine count, {percent} put a mine on {cell}.</source>
            <translation>Ze všech rozmístění min, která sedí na čísla a počet min, {percent} dává minu na pole ({cell}).</translation>
        </message>
        <message>
            <source>Finding the easiest deduction in that position took too long.</source>
            <translation>Hledání nejsnazší dedukce v té pozici trvalo příliš dlouho.</translation>
        </message>
        <message>
            <source>Nothing else could be proven in that position either: it needed a guess.</source>
            <translation>V té pozici nešlo dokázat ani nic jiného: bylo nutné hádat.</translation>
        </message>
        <message>
            <source>It was also the easiest deduction in that position: {cell} should have been flagged, not opened.</source>
            <translation>Byla to i nejsnazší dedukce v té pozici: pole ({cell}) mělo být označeno vlajkou, ne odkryto.</translation>
        </message>
        <message>
            <source>The easiest deduction available instead: {step}</source>
            <translation>Nejsnazší dostupná dedukce místo toho: {step}</translation>
        </message>
        <message>
            <source>Showing it step by step took too long.</source>
            <translation>Ukázat to krok za krokem trvalo příliš dlouho.</translation>
        </message>
        <message>
            <source>Its step-by-step proof is too long to show here.</source>
            <translation>Důkaz krok za krokem je příliš dlouhý, aby se tu dal ukázat.</translation>
        </message>
        <message>
            <source>Your flag at {flags} was not on a mine: the numbers proved {freed} safe.</source>
            <translation>Vaše vlajka na poli ({flags}) nebyla na mině: čísla dokazovala bezpečnost: {freed}.</translation>
        </message>
        <message>
            <source>Your flags at {flags} were not on mines: the numbers proved {freed} safe.</source>
            <translation>Vaše vlajky na polích ({flags}) nebyly na minách: čísla dokazovala bezpečnost: {freed}.</translation>
        </message>
        <message>
            <source>Your flag at {flags} was not on a mine; without it, {freed} was provably safe.</source>
            <translation>Vaše vlajka na poli ({flags}) nebyla na mině; bez ní šla dokázat bezpečnost: {freed}.</translation>
        </message>
        <message>
            <source>Your flags at {flags} were not on mines; without them, {freed} was provably safe.</source>
            <translation>Vaše vlajky na polích ({flags}) nebyly na minách; bez nich šla dokázat bezpečnost: {freed}.</translation>
        </message>
        <message>
            <source>Your flag at {flags} was not on a mine.</source>
            <translation>Vaše vlajka na poli ({flags}) nebyla na mině.</translation>
        </message>
        <message>
            <source>Your flags at {flags} were not on mines.</source>
            <translation>Vaše vlajky na polích ({flags}) nebyly na minách.</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>How to &amp;play…</source>
            <translation>&amp;Jak hrát…</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nová hra</translation>
        </message>
        <message>
            <source>&amp;System language</source>
            <translation>&amp;Jazyk systému</translation>
        </message>
        <message>
            <source>&amp;Question marks</source>
            <translation>&amp;Otazníky</translation>
        </message>
        <message>
            <source>Hints without &amp;flags</source>
            <translation>Nápovědy bez &amp;vlajek</translation>
        </message>
        <message>
            <source>&amp;Auto-open trivially safe cells</source>
            <translation>&amp;Automaticky odkrývat zjevně bezpečná pole</translation>
        </message>
        <message>
            <source>&amp;Standard rules (competition: no help of any kind)</source>
            <translation>&amp;Standardní pravidla (soutěž: žádná pomoc)</translation>
        </message>
        <message>
            <source>Brief anno&amp;uncements (screen readers)</source>
            <translation>Stručná &amp;oznámení (čtečky obrazovky)</translation>
        </message>
        <message>
            <source>&amp;Undo the mistake</source>
            <translation>&amp;Vrátit chybu</translation>
        </message>
        <message>
            <source>&amp;Retry this board</source>
            <translation>&amp;Opakovat tuto plochu</translation>
        </message>
        <message>
            <source>Re&amp;view the game…</source>
            <translation>&amp;Rozbor hry…</translation>
        </message>
        <message>
            <source>Show the position before the &amp;mistake</source>
            <translation>Ukázat pozici před &amp;chybou</translation>
        </message>
        <message>
            <source>&amp;Any</source>
            <translation>&amp;Libovolná</translation>
        </message>
        <message>
            <source>&amp;Easy (one number at a time)</source>
            <translation>&amp;Snadná (jedno číslo najednou)</translation>
        </message>
        <message>
            <source>&amp;Hard (two numbers together)</source>
            <translation>&amp;Těžká (dvě čísla společně)</translation>
        </message>
        <message>
            <source>Hardes&amp;t (three+ numbers or the mine count)</source>
            <translation>&amp;Nejtěžší (tři+ čísla nebo počet min)</translation>
        </message>
        <message>
            <source>&amp;System</source>
            <translation>&amp;Systémový</translation>
        </message>
        <message>
            <source>&amp;Light</source>
            <translation>S&amp;větlý</translation>
        </message>
        <message>
            <source>&amp;Dark</source>
            <translation>&amp;Tmavý</translation>
        </message>
        <message>
            <source>&amp;High contrast</source>
            <translation>&amp;Vysoký kontrast</translation>
        </message>
        <message>
            <source>&amp;Off</source>
            <translation>&amp;Vypnuto</translation>
        </message>
        <message>
            <source>While a &amp;hint is shown</source>
            <translation>Když je zobrazena &amp;nápověda</translation>
        </message>
        <message>
            <source>&amp;Always</source>
            <translation>&amp;Vždy</translation>
        </message>
        <message>
            <source>&amp;{level} ({width}x{height}, {mines} mines)</source>
            <translation>&amp;{level} ({width}x{height}, min: {mines})</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Hra</translation>
        </message>
        <message>
            <source>&amp;Options</source>
            <translation>&amp;Možnosti</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Nápo&amp;věda</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Nápověda</translation>
        </message>
        <message>
            <source>&amp;Check flags</source>
            <translation>&amp;Zkontrolovat vlajky</translation>
        </message>
        <message>
            <source>&amp;Lessons…</source>
            <translation>&amp;Lekce…</translation>
        </message>
        <message>
            <source>&amp;About</source>
            <translation>&amp;O aplikaci</translation>
        </message>
        <message>
            <source>&amp;New game</source>
            <translation>&amp;Nová hra</translation>
        </message>
        <message>
            <source>&amp;Logic</source>
            <translation>&amp;Logika</translation>
        </message>
        <message>
            <source>Cop&amp;y board id</source>
            <translation>&amp;Kopírovat identifikátor plochy</translation>
        </message>
        <message>
            <source>&amp;Open board id…</source>
            <translation>&amp;Otevřít identifikátor plochy…</translation>
        </message>
        <message>
            <source>&amp;Daily board</source>
            <translation>Plocha &amp;dne</translation>
        </message>
        <message>
            <source>&amp;Custom…</source>
            <translation>&amp;Vlastní…</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>&amp;Statistiky…</translation>
        </message>
        <message>
            <source>&amp;Practice…</source>
            <translation>&amp;Trénink…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Ukončit</translation>
        </message>
        <message>
            <source>A&amp;nalysis (mine probabilities; marks the game as assisted)</source>
            <translation>&amp;Analýza (pravděpodobnosti min; hra se počítá jako s pomocí)</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>&amp;Motiv</translation>
        </message>
        <message>
            <source>Colour-&amp;blind numbers</source>
            <translation>Čísla pro &amp;barvoslepé</translation>
        </message>
        <message>
            <source>Coo&amp;rdinates</source>
            <translation>&amp;Souřadnice</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Jazyk</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>&amp;Přiblížit</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>&amp;Oddálit</translation>
        </message>
        <message>
            <source>Actual si&amp;ze</source>
            <translation>Skutečná &amp;velikost</translation>
        </message>
        <message>
            <source>P&amp;ause</source>
            <translation>P&amp;auza</translation>
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message>
            <source>a wrong flag</source>
            <translation>špatná vlajka</translation>
        </message>
        <message>
            <source>the move that lost</source>
            <translation>tah, který prohrál</translation>
        </message>
        <message>
            <source>where you asked for a hint</source>
            <translation>kde jste požádali o nápovědu</translation>
        </message>
        <message>
            <source>a guess where a forced move was there</source>
            <translation>hádání, když byl k dispozici vynucený tah</translation>
        </message>
        <message>
            <source>Right: the cell at {cell} is a mine.</source>
            <translation>Správně: pole ({cell}) je mina.</translation>
        </message>
        <message>
            <source>Right: the cell at {cell} is safe.</source>
            <translation>Správně: pole ({cell}) je bezpečné.</translation>
        </message>
        <message>
            <source>The easiest proof here is about another cell.</source>
            <translation>Nejsnazší důkaz se tu týká jiného pole.</translation>
        </message>
        <message>
            <source>Wrong: the cell at {cell} is safe, not a mine.</source>
            <translation>Špatně: pole ({cell}) je bezpečné, není to mina.</translation>
        </message>
        <message>
            <source>Wrong: the cell at {cell} is a mine.</source>
            <translation>Špatně: pole ({cell}) je mina.</translation>
        </message>
        <message>
            <source>Not proven: nothing here shows that the cell at {cell} is a mine; a guess.</source>
            <translation>Neprokázáno: nic tu neukazuje, že pole ({cell}) je mina; je to hádání.</translation>
        </message>
        <message>
            <source>Not proven: nothing here shows that the cell at {cell} is safe; a guess.</source>
            <translation>Neprokázáno: nic tu neukazuje, že pole ({cell}) je bezpečné; je to hádání.</translation>
        </message>
        <message>
            <source>A move this position proves: {step}</source>
            <translation>Tah, který tato pozice dokazuje: {step}</translation>
        </message>
        <message>
            <source>The practice file could not be read ({error}); it was kept as {file}.</source>
            <translation>Soubor tréninku nešel přečíst ({error}); byl uchován jako {file}.</translation>
        </message>
        <message>
            <source>Practice results are kept in memory only: {error}.</source>
            <translation>Výsledky tréninku se uchovávají jen v paměti: {error}.</translation>
        </message>
        <message>
            <source>Practice results could not be read: {error}.</source>
            <translation>Výsledky tréninku nešly přečíst: {error}.</translation>
        </message>
        <message>
            <source>Some values in the practice file are impossible (a rating or an answer that cannot be); they are left out, and new answers are saved as usual.</source>
            <translation>Některé hodnoty v souboru tréninku jsou nemožné (hodnocení nebo odpověď, které nemohou existovat); jsou vynechány a nové odpovědi se ukládají jako obvykle.</translation>
        </message>
        <message>
            <source>This answer could not be saved: {error}.</source>
            <translation>Tuto odpověď nešlo uložit: {error}.</translation>
        </message>
        <message>
            <source>Rating chart</source>
            <translation>Graf hodnocení</translation>
        </message>
        <message>
            <source>Your rating will show here after your first puzzle.</source>
            <translation>Vaše hodnocení se tu ukáže po první úloze.</translation>
        </message>
        <message numerus="yes">
            <source>Your rating after each of %n rated puzzle(s)</source>
            <translation>
                <numerusform>Vaše hodnocení po každé z %n hodnocené úlohy</numerusform>
                <numerusform>Vaše hodnocení po každé z %n hodnocených úloh</numerusform>
                <numerusform>Vaše hodnocení po každé z %n hodnocených úloh</numerusform>
            </translation>
        </message>
        <message>
            <source>Looking through your recent games for moves to practise…</source>
            <translation>Hledám ve vašich posledních hrách tahy k procvičení…</translation>
        </message>
        <message>
            <source>Looking for a puzzle near your rating…</source>
            <translation>Hledám úlohu blízko vašeho hodnocení…</translation>
        </message>
        <message>
            <source>No puzzles from your own games yet: positions where you lost, flagged wrongly, guessed past a forced move or asked for a hint show up here.</source>
            <translation>Zatím žádné úlohy z vašich her: objeví se tu pozice, kde jste prohráli, dali špatnou vlajku, hádali místo vynuceného tahu nebo požádali o nápovědu.</translation>
        </message>
        <message>
            <source>From your game of {date}, before move {move}: {reason}.</source>
            <translation>Z vaší hry z {date}, před tahem {move}: {reason}.</translation>
        </message>
        <message>
            <source>No puzzle could be found: {reason}</source>
            <translation>Nenašla se žádná úloha: {reason}</translation>
        </message>
        <message>
            <source>A puzzle, rated {rating}.</source>
            <translation>Úloha s hodnocením {rating}.</translation>
        </message>
        <message>
            <source>A puzzle for {technique}, rated {rating}.</source>
            <translation>Úloha na techniku „{technique}“, hodnocení {rating}.</translation>
        </message>
        <message numerus="yes">
            <source>{intro} %n mine(s), {flags} of them flagged (every flag is right). Find a cell this position proves: click or press Space to open a safe cell, right-click or press F to flag a mine.</source>
            <translation>
                <numerusform>{intro} %n mina, z toho {flags} označeno vlajkou (každá vlajka je správně). Najděte pole, které tato pozice dokazuje: kliknutím nebo mezerníkem odkryjte bezpečné pole, pravým tlačítkem nebo klávesou F označte minu.</numerusform>
                <numerusform>{intro} %n miny, z toho {flags} označeno vlajkou (každá vlajka je správně). Najděte pole, které tato pozice dokazuje: kliknutím nebo mezerníkem odkryjte bezpečné pole, pravým tlačítkem nebo klávesou F označte minu.</numerusform>
                <numerusform>{intro} %n min, z toho {flags} označeno vlajkou (každá vlajka je správně). Najděte pole, které tato pozice dokazuje: kliknutím nebo mezerníkem odkryjte bezpečné pole, pravým tlačítkem nebo klávesou F označte minu.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{intro} %n mine(s). Find a cell this position proves: click or press Space to open a safe cell, right-click or press F to flag a mine.</source>
            <translation>
                <numerusform>{intro} %n mina. Najděte pole, které tato pozice dokazuje: kliknutím nebo mezerníkem odkryjte bezpečné pole, pravým tlačítkem nebo klávesou F označte minu.</numerusform>
                <numerusform>{intro} %n miny. Najděte pole, které tato pozice dokazuje: kliknutím nebo mezerníkem odkryjte bezpečné pole, pravým tlačítkem nebo klávesou F označte minu.</numerusform>
                <numerusform>{intro} %n min. Najděte pole, které tato pozice dokazuje: kliknutím nebo mezerníkem odkryjte bezpečné pole, pravým tlačítkem nebo klávesou F označte minu.</numerusform>
            </translation>
        </message>
        <message>
            <source>Technique: {technique}.</source>
            <translation>Technika: {technique}.</translation>
        </message>
        <message>
            <source>Patterns: {patterns}.</source>
            <translation>Vzory: {patterns}.</translation>
        </message>
        <message>
            <source>Try again (not rated).</source>
            <translation>Zkuste znovu (bez hodnocení).</translation>
        </message>
        <message>
            <source>Lesson {number} of {count}: {title}.</source>
            <translation>Lekce {number} z {count}: {title}.</translation>
        </message>
        <message>
            <source>Your rating: {rating} ± {deviation}</source>
            <translation>Vaše hodnocení: {rating} ± {deviation}</translation>
        </message>
        <message>
            <source>(not rated: tried before)</source>
            <translation>(bez hodnocení: už zkoušeno)</translation>
        </message>
        <message>
            <source>No puzzles answered yet.</source>
            <translation>Zatím žádné zodpovězené úlohy.</translation>
        </message>
        <message>
            <source>Right the first time: {list}</source>
            <translation>Správně napoprvé: {list}</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>Vítejte</translation>
        </message>
        <message>
            <source>New to Minesweeper, or to solving it without guessing? A short tutorial shows the rules and then one technique at a time, on small boards. You can open it later from Help &gt; Lessons.</source>
            <translation>Jste v Hledání min noví, nebo nově řešíte bez hádání? Krátký výukový kurz ukáže pravidla a pak jednu techniku po druhé na malých plochách. Později ho otevřete přes Nápověda &gt; Lekce.</translation>
        </message>
        <message>
            <source>Show me the lessons</source>
            <translation>Ukažte mi lekce</translation>
        </message>
        <message>
            <source>Not now</source>
            <translation>Teď ne</translation>
        </message>
        <message>
            <source>Every technique</source>
            <translation>Každá technika</translation>
        </message>
        <message>
            <source>One number (single)</source>
            <translation>Jedno číslo (samostatné)</translation>
        </message>
        <message>
            <source>Two numbers (pair)</source>
            <translation>Dvě čísla (dvojice)</translation>
        </message>
        <message>
            <source>Three or more numbers (chain)</source>
            <translation>Tři nebo více čísel (řetěz)</translation>
        </message>
        <message>
            <source>The mine count</source>
            <translation>Počet min</translation>
        </message>
        <message>
            <source>From your own games</source>
            <translation>Z vašich her</translation>
        </message>
        <message>
            <source>one number</source>
            <translation>jedno číslo</translation>
        </message>
        <message>
            <source>two numbers together</source>
            <translation>dvě čísla společně</translation>
        </message>
        <message>
            <source>three or more numbers together</source>
            <translation>tři nebo více čísel společně</translation>
        </message>
        <message>
            <source>the mine count</source>
            <translation>počet min</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>Trénink</translation>
        </message>
        <message>
            <source>Technique</source>
            <translation>Technika</translation>
        </message>
        <message>
            <source>&amp;Next puzzle</source>
            <translation>&amp;Další úloha</translation>
        </message>
        <message>
            <source>&amp;Try again</source>
            <translation>&amp;Zkusit znovu</translation>
        </message>
        <message>
            <source>&amp;Lessons</source>
            <translation>&amp;Lekce</translation>
        </message>
        <message>
            <source>Technique:</source>
            <translation>Technika:</translation>
        </message>
        <message>
            <source>&amp;Practice</source>
            <translation>&amp;Trénink</translation>
        </message>
        <message>
            <source>&amp;Next lesson</source>
            <translation>&amp;Další lekce</translation>
        </message>
        <message>
            <source>One number</source>
            <translation>Jedno číslo</translation>
        </message>
        <message>
            <source>Two numbers together</source>
            <translation>Dvě čísla společně</translation>
        </message>
        <message>
            <source>Three or more numbers</source>
            <translation>Tři nebo více čísel</translation>
        </message>
        <message>
            <source>Practice rating chart</source>
            <translation>Graf hodnocení tréninku</translation>
        </message>
        <message numerus="yes">
            <source>Rating {rating} after %n rated puzzle(s)</source>
            <translation>
                <numerusform>Hodnocení {rating} po %n hodnocené úloze</numerusform>
                <numerusform>Hodnocení {rating} po %n hodnocených úlohách</numerusform>
                <numerusform>Hodnocení {rating} po %n hodnocených úlohách</numerusform>
            </translation>
        </message>
        <message>
            <source>No rated puzzles yet</source>
            <translation>Zatím žádné hodnocené úlohy</translation>
        </message>
        <message>
            <source>Solve a practice puzzle (Game &gt; Practice…) to see your rating here.</source>
            <translation>Vyřešte úlohu (Hra &gt; Trénink…) a uvidíte tu své hodnocení.</translation>
        </message>
        <message>
            <source>rating after each of {count} rated puzzles, oldest left (everyone starts at {start})</source>
            <translation>hodnocení po každé z hodnocených úloh ({count}), nejstarší vlevo (každý začíná na {start})</translation>
        </message>
        <message>
            <source>Right the first time, per technique (retries are not counted):</source>
            <translation>Správně napoprvé, podle techniky (opakování se nepočítají):</translation>
        </message>
        <message>
            <source>Accuracy per technique</source>
            <translation>Přesnost podle techniky</translation>
        </message>
        <message>
            <source>Puzzles</source>
            <translation>Úlohy</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Správně</translation>
        </message>
        <message>
            <source>Accuracy</source>
            <translation>Přesnost</translation>
        </message>
        <message numerus="yes">
            <source>Your practice rating: {rating} ± {deviation} after %n rated puzzle(s).</source>
            <translation>
                <numerusform>Vaše hodnocení tréninku: {rating} ± {deviation} po %n hodnocené úloze.</numerusform>
                <numerusform>Vaše hodnocení tréninku: {rating} ± {deviation} po %n hodnocených úlohách.</numerusform>
                <numerusform>Vaše hodnocení tréninku: {rating} ± {deviation} po %n hodnocených úlohách.</numerusform>
            </translation>
        </message>
        <message>
            <source>No practice yet. Game &gt; Practice… trains one technique at a time with puzzles near your rating.</source>
            <translation>Zatím žádný trénink. Hra &gt; Trénink… procvičuje jednu techniku po druhé na úlohách blízko vašeho hodnocení.</translation>
        </message>
    </context>
    <context>
        <name>Replays</name>
        <message>
            <source>{name} is not a replay this game reads ({types}).</source>
            <translation>{name} není záznam, který tato hra čte ({types}).</translation>
        </message>
        <message>
            <source>{file} cannot be opened: {reason}.</source>
            <translation>{file} nelze otevřít: {reason}.</translation>
        </message>
        <message>
            <source>{file} is not a file.</source>
            <translation>{file} není soubor.</translation>
        </message>
        <message>
            <source>{name} is empty.</source>
            <translation>{name} je prázdný.</translation>
        </message>
        <message>
            <source>{name} is too large to be a replay ({size} bytes).</source>
            <translation>{name} je na záznam příliš velký ({size} bajtů).</translation>
        </message>
        <message>
            <source>Reading {name} took too long; it is not a replay.</source>
            <translation>Čtení {name} trvalo příliš dlouho; není to záznam.</translation>
        </message>
        <message>
            <source>The replay reader could not start: {error}.</source>
            <translation>Čtečka záznamů se nespustila: {error}.</translation>
        </message>
        <message>
            <source>{name} is damaged or not a replay ({error}).</source>
            <translation>{name} je poškozený nebo to není záznam ({error}).</translation>
        </message>
        <message>
            <source>{name} is damaged: its header gives a 3BV of {said}, its board has {bv}.</source>
            <translation>{name} je poškozený: hlavička uvádí 3BV {said}, plocha má {bv}.</translation>
        </message>
        <message>
            <source>{name} is damaged: its header gives a time of {said} s, but its events end at {end} s.</source>
            <translation>{name} je poškozený: hlavička uvádí čas {said} s, ale události končí v {end} s.</translation>
        </message>
        <message>
            <source>{name} is damaged or not a {suffix} replay (the reader stopped{signal}).</source>
            <translation>{name} je poškozený nebo to není záznam {suffix} (čtečka se zastavila{signal}).</translation>
        </message>
        <message>
            <source>exit status {code}</source>
            <translation>návratový kód {code}</translation>
        </message>
        <message>
            <source>{name} could not be read: {reason}.</source>
            <translation>{name} nešel přečíst: {reason}.</translation>
        </message>
        <message>
            <source>The replay recorder could not start: {error}.</source>
            <translation>Nahrávání záznamu se nespustilo: {error}.</translation>
        </message>
        <message>
            <source>The replay recorder stopped; this game is not recorded.</source>
            <translation>Nahrávání záznamu se zastavilo; tato hra se nenahrává.</translation>
        </message>
        <message>
            <source>Nothing was recorded.</source>
            <translation>Nic se nenahrálo.</translation>
        </message>
        <message>
            <source>The replay recorder did not answer in time.</source>
            <translation>Nahrávání záznamu neodpovědělo včas.</translation>
        </message>
        <message>
            <source>The replay was not saved: {reason}.</source>
            <translation>Záznam nebyl uložen: {reason}.</translation>
        </message>
        <message>
            <source>the game is not over</source>
            <translation>hra neskončila</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>disk je plný</translation>
        </message>
        <message>
            <source>the folder is read-only</source>
            <translation>složka je jen pro čtení</translation>
        </message>
        <message>
            <source>the recorder stopped (status {code})</source>
            <translation>nahrávání se zastavilo (stav {code})</translation>
        </message>
        <message>
            <source>{name} has no event data to play back.</source>
            <translation>{name} nemá žádná data událostí k přehrání.</translation>
        </message>
        <message>
            <source>{name} has no opened cell to review.</source>
            <translation>{name} nemá žádné odkryté pole k rozboru.</translation>
        </message>
        <message>
            <source>{name} cannot be reviewed: {reason}</source>
            <translation>{name} nelze rozebrat: {reason}</translation>
        </message>
        <message>
            <source>Open replay</source>
            <translation>Otevřít záznam</translation>
        </message>
        <message>
            <source>{name} could not be opened: {error}</source>
            <translation>{name} nešel otevřít: {error}</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Soubor</translation>
        </message>
        <message>
            <source>&amp;Open replay…</source>
            <translation>&amp;Otevřít záznam…</translation>
        </message>
        <message>
            <source>&amp;Save replay as…</source>
            <translation>&amp;Uložit záznam jako…</translation>
        </message>
        <message>
            <source>The replay of this game was not saved: {problem}</source>
            <translation>Záznam této hry nebyl uložen: {problem}</translation>
        </message>
        <message>
            <source>No game has been recorded yet.</source>
            <translation>Zatím nebyla nahrána žádná hra.</translation>
        </message>
        <message>
            <source>Save replay as</source>
            <translation>Uložit záznam jako</translation>
        </message>
        <message>
            <source>The replay could not be saved to {file}: {reason}.</source>
            <translation>Záznam nešel uložit do {file}: {reason}.</translation>
        </message>
        <message>
            <source>Save replay</source>
            <translation>Uložit záznam</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Čas</translation>
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
            <translation>Kliknutí (L/P/D)</translation>
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
            <translation>Správnost</translation>
        </message>
        <message>
            <source>Throughput</source>
            <translation>Propustnost</translation>
        </message>
        <message>
            <source>Path</source>
            <translation>Dráha</translation>
        </message>
        <message>
            <source>{pixels} px</source>
            <translation>{pixels} px</translation>
        </message>
        <message>
            <source>won</source>
            <translation>výhra</translation>
        </message>
        <message>
            <source>not finished</source>
            <translation>nedokončeno</translation>
        </message>
        <message>
            <source>{player} · {width}x{height}, {mines} mines · {seconds} s, {result} · .{format} ({software})</source>
            <translation>{player} · {width}x{height}, min: {mines} · {seconds} s, {result} · .{format} ({software})</translation>
        </message>
        <message>
            <source>unknown player</source>
            <translation>neznámý hráč</translation>
        </message>
        <message>
            <source>unknown program</source>
            <translation>neznámý program</translation>
        </message>
        <message>
            <source>Replay – {name}</source>
            <translation>Záznam – {name}</translation>
        </message>
        <message>
            <source>The board stops following this replay: {problem}</source>
            <translation>Plocha přestává sledovat tento záznam: {problem}</translation>
        </message>
        <message>
            <source>Previous click (Left; Shift+Left: previous mouse event)</source>
            <translation>Předchozí kliknutí (Vlevo; Shift+Vlevo: předchozí událost myši)</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Přehrát</translation>
        </message>
        <message>
            <source>Play or pause (Space)</source>
            <translation>Přehrát nebo pozastavit (mezerník)</translation>
        </message>
        <message>
            <source>Next click (Right; Shift+Right: next mouse event)</source>
            <translation>Další kliknutí (Vpravo; Shift+Vpravo: další událost myši)</translation>
        </message>
        <message>
            <source>Review…</source>
            <translation>Rozbor…</translation>
        </message>
        <message>
            <source>Judge every click: forced by logic, a guess, or a mistake</source>
            <translation>Posoudit každé kliknutí: vynucené logikou, hádání, nebo chyba</translation>
        </message>
        <message>
            <source>Previous click</source>
            <translation>Předchozí kliknutí</translation>
        </message>
        <message>
            <source>Next click</source>
            <translation>Další kliknutí</translation>
        </message>
        <message>
            <source>Replay time</source>
            <translation>Čas záznamu</translation>
        </message>
        <message>
            <source>Speed:</source>
            <translation>Rychlost:</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pauza</translation>
        </message>
        <message>
            <source>Play the selected game back, with its counters</source>
            <translation>Přehrát vybranou hru s jejími počítadly</translation>
        </message>
        <message>
            <source>Export replays…</source>
            <translation>Exportovat záznamy…</translation>
        </message>
        <message>
            <source>Copy the .evf replays of the games shown to a folder</source>
            <translation>Zkopírovat záznamy .evf zobrazených her do složky</translation>
        </message>
        <message>
            <source>None of the games shown has a replay.</source>
            <translation>Žádná ze zobrazených her nemá záznam.</translation>
        </message>
        <message>
            <source>Export replays</source>
            <translation>Exportovat záznamy</translation>
        </message>
        <message>
            <source>Export replays to</source>
            <translation>Exportovat záznamy do</translation>
        </message>
        <message numerus="yes">
            <source>%n replay(s) exported to {folder}.</source>
            <translation>
                <numerusform>%n záznam exportován do {folder}.</numerusform>
                <numerusform>%n záznamy exportovány do {folder}.</numerusform>
                <numerusform>%n záznamů exportováno do {folder}.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>The first click was at {cell}, but this board starts at {start}.</source>
            <translation>První kliknutí bylo na pole ({cell}), ale tato plocha začíná na poli ({start}).</translation>
        </message>
        <message>
            <source>A move at {cell} is off the board.</source>
            <translation>Tah na pole ({cell}) je mimo plochu.</translation>
        </message>
        <message>
            <source>Why: {reason}</source>
            <translation>Proč: {reason}</translation>
        </message>
        <message>
            <source>first click</source>
            <translation>první kliknutí</translation>
        </message>
        <message>
            <source>forced</source>
            <translation>vynucený</translation>
        </message>
        <message>
            <source>lucky guess</source>
            <translation>šťastný odhad</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>chyba</translation>
        </message>
        <message>
            <source>other</source>
            <translation>jiné</translation>
        </message>
        <message numerus="yes">
            <source>Won in {seconds} s, %n move(s);</source>
            <translation>
                <numerusform>Výhra za {seconds} s, tahů: %n;</numerusform>
                <numerusform>Výhra za {seconds} s, tahů: %n;</numerusform>
                <numerusform>Výhra za {seconds} s, tahů: %n;</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Lost in {seconds} s, %n move(s);</source>
            <translation>
                <numerusform>Prohra za {seconds} s, tahů: %n;</numerusform>
                <numerusform>Prohra za {seconds} s, tahů: %n;</numerusform>
                <numerusform>Prohra za {seconds} s, tahů: %n;</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Not finished in {seconds} s, %n move(s);</source>
            <translation>
                <numerusform>Nedokončeno za {seconds} s, tahů: %n;</numerusform>
                <numerusform>Nedokončeno za {seconds} s, tahů: %n;</numerusform>
                <numerusform>Nedokončeno za {seconds} s, tahů: %n;</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n forced,</source>
            <translation>
                <numerusform>%n vynucený,</numerusform>
                <numerusform>%n vynucené,</numerusform>
                <numerusform>%n vynucených,</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n lucky guess(es),</source>
            <translation>
                <numerusform>%n šťastný odhad,</numerusform>
                <numerusform>%n šťastné odhady,</numerusform>
                <numerusform>%n šťastných odhadů,</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mistake(s).</source>
            <translation>
                <numerusform>%n chyba.</numerusform>
                <numerusform>%n chyby.</numerusform>
                <numerusform>%n chyb.</numerusform>
            </translation>
        </message>
        <message>
            <source>Every move you could prove, you made by logic.</source>
            <translation>Každý tah, který šel dokázat, jste udělali logikou.</translation>
        </message>
        <message>
            <source>Move {number} was the first the numbers did not prove, while a move they proved was there to make.</source>
            <translation>Tah {number} byl první, který čísla nedokazovala, ačkoli byl k dispozici dokázaný tah.</translation>
        </message>
        <message>
            <source>under 1%</source>
            <translation>pod 1 %</translation>
        </message>
        <message>
            <source>over 99%</source>
            <translation>nad 99 %</translation>
        </message>
        <message>
            <source>The numbers proved it.</source>
            <translation>Dokázala to čísla.</translation>
        </message>
        <message>
            <source>The chance of a mine there was {percent}.</source>
            <translation>Šance na minu tam byla {percent}.</translation>
        </message>
        <message>
            <source>After the end of the game.</source>
            <translation>Po konci hry.</translation>
        </message>
        <message>
            <source>The first click at {cell} opened a single {value}.</source>
            <translation>První kliknutí na pole ({cell}) odkrylo jen jedno číslo: {value}.</translation>
        </message>
        <message>
            <source>The first click at {cell}: it always opens an area.</source>
            <translation>První kliknutí na pole ({cell}): vždy odkryje oblast.</translation>
        </message>
        <message>
            <source>The hint took the wrong flag off {cell}.</source>
            <translation>Nápověda sundala špatnou vlajku z pole ({cell}).</translation>
        </message>
        <message>
            <source>The hint flagged {cell}, which was proven.</source>
            <translation>Nápověda označila vlajkou pole ({cell}), což bylo dokázané.</translation>
        </message>
        <message>
            <source>The hint opened {cell}, which was proven.</source>
            <translation>Nápověda odkryla pole ({cell}), což bylo dokázané.</translation>
        </message>
        <message>
            <source>Took the flag off {cell} (it was right).</source>
            <translation>Sundána vlajka z pole ({cell}) (byla správně).</translation>
        </message>
        <message>
            <source>Took the flag off {cell} (it was wrong).</source>
            <translation>Sundána vlajka z pole ({cell}) (byla špatně).</translation>
        </message>
        <message>
            <source>A question mark on {cell}.</source>
            <translation>Otazník na poli ({cell}).</translation>
        </message>
        <message>
            <source>Took the question mark off {cell}.</source>
            <translation>Sundán otazník z pole ({cell}).</translation>
        </message>
        <message>
            <source>Nothing changed at {cell}.</source>
            <translation>Na poli ({cell}) se nic nezměnilo.</translation>
        </message>
        <message>
            <source>A click at {cell} that opened nothing.</source>
            <translation>Kliknutí na pole ({cell}), které nic neodkrylo.</translation>
        </message>
        <message>
            <source>Opened {cell}: it was a mine.</source>
            <translation>Odkryto pole ({cell}): byla to mina.</translation>
        </message>
        <message>
            <source>A chord on the number at {cell} opened a mine at {mine}.</source>
            <translation>Akord na čísle v poli ({cell}) odkryl minu: {mine}.</translation>
        </message>
        <message>
            <source>Opened {cell}: it was provably safe.</source>
            <translation>Odkryto pole ({cell}): bylo prokazatelně bezpečné.</translation>
        </message>
        <message>
            <source>A chord on the number at {cell}: it was provably safe.</source>
            <translation>Akord na čísle v poli ({cell}): byl prokazatelně bezpečný.</translation>
        </message>
        <message>
            <source>A chord on the number at {cell}: every cell it opened was provably safe.</source>
            <translation>Akord na čísle v poli ({cell}): každé pole, které odkryl, bylo prokazatelně bezpečné.</translation>
        </message>
        <message>
            <source>A chord on the number at {cell}: a guess that happened to be safe; nothing proved it yet.</source>
            <translation>Akord na čísle v poli ({cell}): hádání, které náhodou vyšlo; zatím to nic nedokazovalo.</translation>
        </message>
        <message>
            <source>Opened {cell}: a guess that happened to be safe; nothing proved it yet.</source>
            <translation>Odkryto pole ({cell}): hádání, které náhodou vyšlo; zatím to nic nedokazovalo.</translation>
        </message>
        <message>
            <source>Flagged {cell}, but the numbers proved it safe.</source>
            <translation>Vlajka na poli ({cell}), ale čísla dokazovala, že je bezpečné.</translation>
        </message>
        <message>
            <source>Flagged {cell}, but there is no mine there.</source>
            <translation>Vlajka na poli ({cell}), ale mina tam není.</translation>
        </message>
        <message>
            <source>Flagged {cell}: it was a proven mine.</source>
            <translation>Vlajka na poli ({cell}): byla to prokázaná mina.</translation>
        </message>
        <message>
            <source>Flagged {cell} before the first click: a guess.</source>
            <translation>Vlajka na poli ({cell}) před prvním kliknutím: hádání.</translation>
        </message>
        <message>
            <source>Flagged {cell}: a guess that happened to be right; nothing proved it yet.</source>
            <translation>Vlajka na poli ({cell}): hádání, které náhodou vyšlo; zatím to nic nedokazovalo.</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zavřít</translation>
        </message>
        <message>
            <source>Game review – {title}</source>
            <translation>Rozbor hry – {title}</translation>
        </message>
        <message>
            <source>Game review</source>
            <translation>Rozbor hry</translation>
        </message>
        <message>
            <source>Reviewing the game…</source>
            <translation>Rozebírám hru…</translation>
        </message>
        <message>
            <source>Previous step (Left)</source>
            <translation>Předchozí krok (Vlevo)</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>Krok</translation>
        </message>
        <message>
            <source>Next step (Right)</source>
            <translation>Další krok (Vpravo)</translation>
        </message>
        <message>
            <source>First unproven move</source>
            <translation>První nedokázaný tah</translation>
        </message>
        <message>
            <source>Show the logic (the solver's way through this board)</source>
            <translation>Ukázat logiku (cestu řešitele touto plochou)</translation>
        </message>
        <message>
            <source>Reviewing the game… move {move} of {total}</source>
            <translation>Rozebírám hru… tah {move} z {total}</translation>
        </message>
        <message>
            <source>Working out the solver's way through this board…</source>
            <translation>Počítám cestu řešitele touto plochou…</translation>
        </message>
        <message numerus="yes">
            <source>End (%n move(s))</source>
            <translation>
                <numerusform>Konec (%n tah)</numerusform>
                <numerusform>Konec (%n tahy)</numerusform>
                <numerusform>Konec (%n tahů)</numerusform>
            </translation>
        </message>
        <message>
            <source>Move {number} of {count}</source>
            <translation>Tah {number} z {count}</translation>
        </message>
        <message numerus="yes">
            <source>End (%n step(s))</source>
            <translation>
                <numerusform>Konec (%n krok)</numerusform>
                <numerusform>Konec (%n kroky)</numerusform>
                <numerusform>Konec (%n kroků)</numerusform>
            </translation>
        </message>
        <message>
            <source>The solver is through: every safe cell is open.</source>
            <translation>Řešitel skončil: každé bezpečné pole je odkryté.</translation>
        </message>
        <message>
            <source>Nothing more can be proven from here.</source>
            <translation>Odsud už nelze nic dokázat.</translation>
        </message>
        <message>
            <source>Step {number} of {count}</source>
            <translation>Krok {number} z {count}</translation>
        </message>
        <message>
            <source>A mine: {cell}</source>
            <translation>Mina: {cell}</translation>
        </message>
        <message>
            <source>Safe: {cell}</source>
            <translation>Bezpečné: {cell}</translation>
        </message>
        <message>
            <source>(with the mine count)</source>
            <translation>(s počtem min)</translation>
        </message>
        <message>
            <source>{taken} s · at {at} s</source>
            <translation>{taken} s · v {at} s</translation>
        </message>
        <message>
            <source>The first move the numbers did not prove. What could be proven instead (green, from the blue numbers):</source>
            <translation>První tah, který čísla nedokazovala. Co šlo místo toho dokázat (zeleně, z modrých čísel):</translation>
        </message>
        <message>
            <source>The first move the numbers did not prove. What could be proven instead (from the blue numbers):</source>
            <translation>První tah, který čísla nedokazovala. Co šlo místo toho dokázat (z modrých čísel):</translation>
        </message>
        <message>
            <source>A forced move was there instead (green), e.g. {cells}.</source>
            <translation>Místo toho byl k dispozici vynucený tah (zeleně), např. {cells}.</translation>
        </message>
        <message>
            <source>Forced</source>
            <translation>Vynucené</translation>
        </message>
        <message>
            <source>Lucky guesses</source>
            <translation>Šťastné odhady</translation>
        </message>
        <message>
            <source>Mistakes</source>
            <translation>Chyby</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>the disk is full</source>
            <translation>disk je plný</translation>
        </message>
        <message>
            <source>the folder is read-only</source>
            <translation>složka je jen pro čtení</translation>
        </message>
        <message>
            <source>the folder cannot be written ({detail})</source>
            <translation>do složky nelze zapisovat ({detail})</translation>
        </message>
        <message>
            <source>The settings file could not be read; defaults are used, and the file is kept beside the new one when a setting is saved.</source>
            <translation>Soubor nastavení nešel přečíst; používají se výchozí hodnoty a soubor se při uložení nastavení ponechá vedle nového.</translation>
        </message>
        <message>
            <source>Your settings could not be saved: {cause} ({folder}). The settings saved before are kept, and your changes last until the game closes.</source>
            <translation>Nastavení nešlo uložit: {cause} ({folder}). Dříve uložená nastavení zůstávají a vaše změny platí do zavření hry.</translation>
        </message>
        <message>
            <source>Some settings had values this game cannot use ({settings}); their defaults are used until the game closes, and the file was left as it is: {cause}.</source>
            <translation>Některá nastavení měla hodnoty, které tato hra nemůže použít ({settings}); do zavření hry platí jejich výchozí hodnoty a soubor zůstal beze změny: {cause}.</translation>
        </message>
        <message>
            <source>Some settings had values this game cannot use and were set back to their defaults: {settings}. Your other settings are kept; the file as it was is kept as {file} in {folder}.</source>
            <translation>Některá nastavení měla hodnoty, které tato hra nemůže použít, a byla vrácena na výchozí hodnoty: {settings}. Ostatní nastavení zůstávají; původní soubor je uložen jako {file} ve složce {folder}.</translation>
        </message>
    </context>
    <context>
        <name>Speech</name>
        <message>
            <source>Left button down</source>
            <translation>Levé tlačítko stisknuto</translation>
        </message>
        <message>
            <source>Left button up</source>
            <translation>Levé tlačítko uvolněno</translation>
        </message>
        <message>
            <source>Right button down</source>
            <translation>Pravé tlačítko stisknuto</translation>
        </message>
        <message>
            <source>Right button up</source>
            <translation>Pravé tlačítko uvolněno</translation>
        </message>
        <message>
            <source>Middle button down</source>
            <translation>Prostřední tlačítko stisknuto</translation>
        </message>
        <message>
            <source>Middle button up</source>
            <translation>Prostřední tlačítko uvolněno</translation>
        </message>
        <message>
            <source>Pointer moved</source>
            <translation>Ukazatel posunut</translation>
        </message>
        <message>
            <source>{seconds} of {total} s, move {move} of {moves}.</source>
            <translation>{seconds} z {total} s, tah {move} z {moves}.</translation>
        </message>
        <message>
            <source>A mine: game lost.</source>
            <translation>Mina: hra prohrána.</translation>
        </message>
        <message>
            <source>It opened: {state}.</source>
            <translation>Odkrylo se: {state}.</translation>
        </message>
        <message>
            <source>Opened {cell}: {state}.</source>
            <translation>Odkryto pole {cell}: {state}.</translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s) opened.</source>
            <translation>
                <numerusform>%n pole odkryto.</numerusform>
                <numerusform>%n pole odkryta.</numerusform>
                <numerusform>%n polí odkryto.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s) covered again.</source>
            <translation>
                <numerusform>%n pole znovu zakryto.</numerusform>
                <numerusform>%n pole znovu zakryta.</numerusform>
                <numerusform>%n polí znovu zakryto.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) placed.</source>
            <translation>
                <numerusform>%n vlajka umístěna.</numerusform>
                <numerusform>%n vlajky umístěny.</numerusform>
                <numerusform>%n vlajek umístěno.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) removed.</source>
            <translation>
                <numerusform>%n vlajka odebrána.</numerusform>
                <numerusform>%n vlajky odebrány.</numerusform>
                <numerusform>%n vlajek odebráno.</numerusform>
            </translation>
        </message>
        <message>
            <source>The board is cleared.</source>
            <translation>Plocha je vyčištěná.</translation>
        </message>
        <message>
            <source>off the board</source>
            <translation>mimo plochu</translation>
        </message>
        <message>
            <source>{action} at {cell}.</source>
            <translation>{action}: {cell}.</translation>
        </message>
        <message>
            <source>Playing.</source>
            <translation>Přehrává se.</translation>
        </message>
        <message>
            <source>Paused. {position}</source>
            <translation>Pozastaveno. {position}</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>prázdné</translation>
        </message>
        <message>
            <source>covered</source>
            <translation>zakryté</translation>
        </message>
        <message>
            <source>flagged</source>
            <translation>s vlajkou</translation>
        </message>
        <message>
            <source>question mark</source>
            <translation>otazník</translation>
        </message>
        <message>
            <source>exploded mine</source>
            <translation>vybuchlá mina</translation>
        </message>
        <message>
            <source>mine</source>
            <translation>mina</translation>
        </message>
        <message>
            <source>flagged, no mine</source>
            <translation>s vlajkou, bez miny</translation>
        </message>
        <message>
            <source>above left</source>
            <translation>vlevo nahoře</translation>
        </message>
        <message>
            <source>above</source>
            <translation>nahoře</translation>
        </message>
        <message>
            <source>above right</source>
            <translation>vpravo nahoře</translation>
        </message>
        <message>
            <source>left</source>
            <translation>vlevo</translation>
        </message>
        <message>
            <source>right</source>
            <translation>vpravo</translation>
        </message>
        <message>
            <source>below left</source>
            <translation>vlevo dole</translation>
        </message>
        <message>
            <source>below</source>
            <translation>dole</translation>
        </message>
        <message>
            <source>below right</source>
            <translation>vpravo dole</translation>
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
            <translation>Plocha Hledání min</translation>
        </message>
        <message>
            <source>{rows} by {columns}.</source>
            <translation>{rows} na {columns}.</translation>
        </message>
        <message numerus="yes">
            <source>%n row(s)</source>
            <translation>
                <numerusform>%n řádek</numerusform>
                <numerusform>%n řádky</numerusform>
                <numerusform>%n řádků</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n column(s)</source>
            <translation>
                <numerusform>%n sloupec</numerusform>
                <numerusform>%n sloupce</numerusform>
                <numerusform>%n sloupců</numerusform>
            </translation>
        </message>
        <message>
            <source>Arrows move, Space opens, F flags. I reads the cell, L its row and column, N the cells around it, R its row, K its column, M the mines left, T the time, A repeats the last announcement. J, O and E jump to the hint's cell, the next covered cell and the next cell beside a number; G goes to a typed row and column.</source>
            <translation>Šipky posouvají, mezerník odkrývá, F dává vlajku. I přečte pole, L jeho řádek a sloupec, N pole kolem, R jeho řádek, K jeho sloupec, M zbývající miny, T čas, A zopakuje poslední oznámení. J, O a E skočí na pole nápovědy, další zakryté pole a další pole vedle čísla; G přejde na zadaný řádek a sloupec.</translation>
        </message>
        <message>
            <source>{direction} {state}</source>
            <translation>{direction} {state}</translation>
        </message>
        <message>
            <source>Around {cell}: {cells}.</source>
            <translation>Kolem pole ({cell}): {cells}.</translation>
        </message>
        <message numerus="yes">
            <source>%n covered</source>
            <translation>
                <numerusform>%n zakryté</numerusform>
                <numerusform>%n zakrytá</numerusform>
                <numerusform>%n zakrytých</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flagged</source>
            <translation>
                <numerusform>%n s vlajkou</numerusform>
                <numerusform>%n s vlajkou</numerusform>
                <numerusform>%n s vlajkou</numerusform>
            </translation>
        </message>
        <message>
            <source>numbers {numbers}</source>
            <translation>čísla {numbers}</translation>
        </message>
        <message numerus="yes">
            <source>%n empty</source>
            <translation>
                <numerusform>%n prázdné</numerusform>
                <numerusform>%n prázdná</numerusform>
                <numerusform>%n prázdných</numerusform>
            </translation>
        </message>
        <message>
            <source>Around: {counts}.</source>
            <translation>Kolem: {counts}.</translation>
        </message>
        <message numerus="yes">
            <source>%n more flag(s) than mines.</source>
            <translation>
                <numerusform>O %n vlajku víc než min.</numerusform>
                <numerusform>O %n vlajky víc než min.</numerusform>
                <numerusform>O %n vlajek víc než min.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mine(s) left.</source>
            <translation>
                <numerusform>Zbývá %n mina.</numerusform>
                <numerusform>Zbývají %n miny.</numerusform>
                <numerusform>Zbývá %n min.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n second(s).</source>
            <translation>
                <numerusform>%n sekunda.</numerusform>
                <numerusform>%n sekundy.</numerusform>
                <numerusform>%n sekund.</numerusform>
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
            <translation>Zatím nebylo nic řečeno.</translation>
        </message>
        <message>
            <source>{state}.</source>
            <translation>{state}.</translation>
        </message>
        <message numerus="yes">
            <source>{state}, %n cell(s) opened.</source>
            <translation>
                <numerusform>{state}, odkryto %n pole.</numerusform>
                <numerusform>{state}, odkryta %n pole.</numerusform>
                <numerusform>{state}, odkryto %n polí.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s) opened around it.</source>
            <translation>
                <numerusform>Kolem odkryto %n pole.</numerusform>
                <numerusform>Kolem odkryta %n pole.</numerusform>
                <numerusform>Kolem odkryto %n polí.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Flagged, %n mine(s) left.</source>
            <translation>
                <numerusform>Označeno vlajkou, zbývá %n mina.</numerusform>
                <numerusform>Označeno vlajkou, zbývají %n miny.</numerusform>
                <numerusform>Označeno vlajkou, zbývá %n min.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Flag removed, %n mine(s) left.</source>
            <translation>
                <numerusform>Vlajka odstraněna, zbývá %n mina.</numerusform>
                <numerusform>Vlajka odstraněna, zbývají %n miny.</numerusform>
                <numerusform>Vlajka odstraněna, zbývá %n min.</numerusform>
            </translation>
        </message>
        <message>
            <source>Question mark.</source>
            <translation>Otazník.</translation>
        </message>
        <message>
            <source>{cell} is already open.</source>
            <translation>Pole ({cell}) je už odkryté.</translation>
        </message>
        <message>
            <source>{cell} is open; only covered cells take a flag.</source>
            <translation>Pole ({cell}) je odkryté; vlajku lze dát jen na zakryté pole.</translation>
        </message>
        <message>
            <source>{cell} is flagged; F removes the flag.</source>
            <translation>Pole ({cell}) má vlajku; F ji odstraní.</translation>
        </message>
        <message>
            <source>Edge of the board.</source>
            <translation>Okraj plochy.</translation>
        </message>
        <message>
            <source>The game is over; F2 starts a new one.</source>
            <translation>Hra skončila; F2 začne novou.</translation>
        </message>
        <message numerus="yes">
            <source>New game, {rows} by {columns}, %n mine(s).</source>
            <translation>
                <numerusform>Nová hra, {rows} na {columns}, %n mina.</numerusform>
                <numerusform>Nová hra, {rows} na {columns}, %n miny.</numerusform>
                <numerusform>Nová hra, {rows} na {columns}, %n min.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>New {level} game, {rows} by {columns}, %n mine(s).</source>
            <translation>
                <numerusform>Nová hra ({level}), {rows} na {columns}, %n mina.</numerusform>
                <numerusform>Nová hra ({level}), {rows} na {columns}, %n miny.</numerusform>
                <numerusform>Nová hra ({level}), {rows} na {columns}, %n min.</numerusform>
            </translation>
        </message>
        <message>
            <source>Paused; P plays on.</source>
            <translation>Pozastaveno; P pokračuje.</translation>
        </message>
        <message>
            <source>Playing again.</source>
            <translation>Hra pokračuje.</translation>
        </message>
        <message numerus="yes">
            <source>%n {state}</source>
            <translation>
                <numerusform>%n {state}</numerusform>
                <numerusform>%n {state}</numerusform>
                <numerusform>%n {state}</numerusform>
            </translation>
        </message>
        <message>
            <source>Row {row}: {cells}.</source>
            <translation>Řádek {row}: {cells}.</translation>
        </message>
        <message>
            <source>Column {column}: {cells}.</source>
            <translation>Sloupec {column}: {cells}.</translation>
        </message>
        <message>
            <source>No hint names a cell yet; H asks for one.</source>
            <translation>Žádná nápověda zatím neurčila pole; H o ni požádá.</translation>
        </message>
        <message>
            <source>No covered cell is left.</source>
            <translation>Nezbývá žádné zakryté pole.</translation>
        </message>
        <message>
            <source>No covered cell touches an opened number.</source>
            <translation>Žádné zakryté pole nesousedí s odkrytým číslem.</translation>
        </message>
        <message>
            <source>The cursor is on {cell} already.</source>
            <translation>Kurzor už je na poli ({cell}).</translation>
        </message>
        <message>
            <source>Go to: type the row and the column, such as 3 5, then Enter (rows 1 to {rows}, columns 1 to {columns}).</source>
            <translation>Přejít na: napište řádek a sloupec, třeba 3 5, pak Enter (řádky 1 až {rows}, sloupce 1 až {columns}).</translation>
        </message>
        <message>
            <source>The cursor stays.</source>
            <translation>Kurzor zůstává.</translation>
        </message>
        <message>
            <source>That is no cell: type a row from 1 to {rows} and a column from 1 to {columns}.</source>
            <translation>To není pole: napište řádek od 1 do {rows} a sloupec od 1 do {columns}.</translation>
        </message>
        <message>
            <source>Return goes on to the next one; J jumps to the cell the answer is about.</source>
            <translation>Enter přejde na další; J skočí na pole, kterého se odpověď týká.</translation>
        </message>
        <message>
            <source>This one is answered.</source>
            <translation>Tato úloha je zodpovězená.</translation>
        </message>
        <message>
            <source>Find a cell this position proves: Space opens a safe cell, F flags a mine; the cursor is at the first covered cell beside a number.</source>
            <translation>Najděte pole, které tato pozice dokazuje: mezerník odkryje bezpečné pole, F označí minu vlajkou; kurzor je na prvním zakrytém poli vedle čísla.</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>These statistics were written by a newer version of the game, so this version shows them but never changes them. Your history is shown; new results are kept beside them in {file} ({folder}) until a newer version adds them.</source>
            <translation>Tyto statistiky zapsala novější verze hry, takže tato verze je ukazuje, ale nikdy je nemění. Historie je zobrazena; nové výsledky se uchovávají vedle v {file} ({folder}), dokud je nepřidá novější verze.</translation>
        </message>
        <message>
            <source>These statistics were written by a newer version of the game, so this version never changes them. Your history cannot be shown; new results are kept beside them in {file} ({folder}) until a newer version adds them.</source>
            <translation>Tyto statistiky zapsala novější verze hry, takže je tato verze nikdy nemění. Historii nelze zobrazit; nové výsledky se uchovávají vedle v {file} ({folder}), dokud je nepřidá novější verze.</translation>
        </message>
        <message>
            <source>The statistics cannot be saved right now: {cause}. Your history is shown; new results are kept and saved when the file can be written again.</source>
            <translation>Statistiky teď nelze uložit: {cause}. Historie je zobrazena; nové výsledky se uchovávají a uloží se, až půjde soubor znovu zapsat.</translation>
        </message>
        <message>
            <source>The statistics cannot be saved right now: {cause}. Your history cannot be shown until then; new results are kept and saved when the file can be written again.</source>
            <translation>Statistiky teď nelze uložit: {cause}. Do té doby nelze historii zobrazit; nové výsledky se uchovávají a uloží se, až půjde soubor znovu zapsat.</translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be added to the statistics: {cause}. (It is|They are) kept in {file} in {folder} and added when a newer version of the game starts.</source>
            <translation>
                <numerusform>%n dokončenou hru nešlo přidat do statistik: {cause}. Je uchována v {file} ve složce {folder} a přidá se, až se spustí novější verze hry.</numerusform>
                <numerusform>%n dokončené hry nešlo přidat do statistik: {cause}. Jsou uchovány v {file} ve složce {folder} a přidají se, až se spustí novější verze hry.</numerusform>
                <numerusform>%n dokončených her nešlo přidat do statistik: {cause}. Jsou uchovány v {file} ve složce {folder} a přidají se, až se spustí novější verze hry.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be added to the statistics: {cause}. (It is|They are) kept in {file} in {folder} and added the next time the game starts.</source>
            <translation>
                <numerusform>%n dokončenou hru nešlo přidat do statistik: {cause}. Je uchována v {file} ve složce {folder} a přidá se při příštím spuštění hry.</numerusform>
                <numerusform>%n dokončené hry nešlo přidat do statistik: {cause}. Jsou uchovány v {file} ve složce {folder} a přidají se při příštím spuštění hry.</numerusform>
                <numerusform>%n dokončených her nešlo přidat do statistik: {cause}. Jsou uchovány v {file} ve složce {folder} a přidají se při příštím spuštění hry.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be saved in {folder}: {cause}. Free some space or make the folder writable before closing, or (it is|they are) lost.</source>
            <translation>
                <numerusform>%n dokončenou hru nešlo uložit do {folder}: {cause}. Před zavřením uvolněte místo nebo povolte zápis do složky, jinak bude ztracena.</numerusform>
                <numerusform>%n dokončené hry nešlo uložit do {folder}: {cause}. Před zavřením uvolněte místo nebo povolte zápis do složky, jinak budou ztraceny.</numerusform>
                <numerusform>%n dokončených her nešlo uložit do {folder}: {cause}. Před zavřením uvolněte místo nebo povolte zápis do složky, jinak budou ztraceny.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be saved in {folder}: {cause}, and the folder cannot be written ({why}). Free some space or make the folder writable before closing, or (it is|they are) lost.</source>
            <translation>
                <numerusform>%n dokončenou hru nešlo uložit do {folder}: {cause} a do složky nelze zapisovat ({why}). Před zavřením uvolněte místo nebo povolte zápis do složky, jinak bude ztracena.</numerusform>
                <numerusform>%n dokončené hry nešlo uložit do {folder}: {cause} a do složky nelze zapisovat ({why}). Před zavřením uvolněte místo nebo povolte zápis do složky, jinak budou ztraceny.</numerusform>
                <numerusform>%n dokončených her nešlo uložit do {folder}: {cause} a do složky nelze zapisovat ({why}). Před zavřením uvolněte místo nebo povolte zápis do složky, jinak budou ztraceny.</numerusform>
            </translation>
        </message>
        <message>
            <source>One result could not be saved because the statistics file cannot hold its values; it was left out (the details are in minesweeper.log), and the other results are saved as usual.</source>
            <translation>Jeden výsledek nešel uložit, protože soubor statistik nepojme jeho hodnoty; byl vynechán (podrobnosti v minesweeper.log) a ostatní výsledky se ukládají jako obvykle.</translation>
        </message>
        <message>
            <source>One result holds impossible values (a time, a count or a level that cannot be), so it was not saved (the details are in minesweeper.log); the other results are saved as usual.</source>
            <translation>Jeden výsledek má nemožné hodnoty (čas, počet nebo úroveň, které nemohou existovat), proto nebyl uložen (podrobnosti v minesweeper.log); ostatní výsledky se ukládají jako obvykle.</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) in the statistics file {file} hold(s) impossible values (a time, a count or a level that cannot be); (it is|they are) left in the file but not shown or counted.</source>
            <translation>
                <numerusform>%n hra v souboru statistik {file} má nemožné hodnoty (čas, počet nebo úroveň, které nemohou existovat); zůstává v souboru, ale nezobrazuje se ani nepočítá.</numerusform>
                <numerusform>%n hry v souboru statistik {file} mají nemožné hodnoty (čas, počet nebo úroveň, které nemohou existovat); zůstávají v souboru, ale nezobrazují se ani nepočítají.</numerusform>
                <numerusform>%n her v souboru statistik {file} má nemožné hodnoty (čas, počet nebo úroveň, které nemohou existovat); zůstávají v souboru, ale nezobrazují se ani nepočítají.</numerusform>
            </translation>
        </message>
        <message>
            <source>Results kept from an earlier session could not be read; the file {file} in {folder} was left as it is.</source>
            <translation>Výsledky uchované z dřívější relace nešly přečíst; soubor {file} ve složce {folder} zůstal, jak byl.</translation>
        </message>
        <message>
            <source>The result could not be saved yet: {cause}. It is kept and saved with the next result, in a moment, or when the game closes.</source>
            <translation>Výsledek zatím nešel uložit: {cause}. Je uchován a uloží se s dalším výsledkem, za chvíli nebo při zavření hry.</translation>
        </message>
        <message>
            <source>The statistics file could not be read; it was kept as {file} in {folder} and a new one was started.</source>
            <translation>Soubor statistik nešel přečíst; byl uchován jako {file} ve složce {folder} a začal nový.</translation>
        </message>
        <message>
            <source>The history could not be exported to {file} ({detail}).</source>
            <translation>Historii nešlo exportovat do {file} ({detail}).</translation>
        </message>
        <message>
            <source>another window or program is using the statistics (the file is locked)</source>
            <translation>statistiky používá jiné okno nebo program (soubor je zamčený)</translation>
        </message>
        <message>
            <source>the statistics file or its folder is read-only</source>
            <translation>soubor statistik nebo jeho složka je jen pro čtení</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>disk je plný</translation>
        </message>
        <message>
            <source>the statistics file may not be written (no permission)</source>
            <translation>do souboru statistik se nesmí zapisovat (chybí oprávnění)</translation>
        </message>
        <message>
            <source>the statistics file cannot be opened</source>
            <translation>soubor statistik nelze otevřít</translation>
        </message>
        <message>
            <source>the disk reported a read or write error</source>
            <translation>disk ohlásil chybu čtení nebo zápisu</translation>
        </message>
        <message>
            <source>the statistics were written by a newer version of the game</source>
            <translation>statistiky zapsala novější verze hry</translation>
        </message>
        <message>
            <source>the statistics folder cannot be used ({detail})</source>
            <translation>složku statistik nelze použít ({detail})</translation>
        </message>
        <message>
            <source>the statistics file cannot be written ({detail})</source>
            <translation>soubor statistik nelze zapsat ({detail})</translation>
        </message>
        <message>
            <source>The statistics cannot be reset now. {problem}</source>
            <translation>Statistiky teď nelze vynulovat. {problem}</translation>
        </message>
        <message>
            <source>The statistics could not be reset: {cause}.</source>
            <translation>Statistiky nešlo vynulovat: {cause}.</translation>
        </message>
        <message>
            <source>none</source>
            <translation>žádné</translation>
        </message>
        <message>
            <source>This game cannot be reviewed: {reason}</source>
            <translation>Tuto hru nelze rozebrat: {reason}</translation>
        </message>
        <message>
            <source>Win a game to see your times here.</source>
            <translation>Vyhrajte hru a uvidíte tu své časy.</translation>
        </message>
        <message numerus="yes">
            <source>last %n won game(s) per level, oldest left (time on a log scale)</source>
            <translation>
                <numerusform>poslední %n vyhraná hra na úroveň, nejstarší vlevo (čas v logaritmickém měřítku)</numerusform>
                <numerusform>poslední %n vyhrané hry na úroveň, nejstarší vlevo (čas v logaritmickém měřítku)</numerusform>
                <numerusform>posledních %n vyhraných her na úroveň, nejstarší vlevo (čas v logaritmickém měřítku)</numerusform>
            </translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistiky</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Úroveň</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Odehráno</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Vyhráno</translation>
        </message>
        <message>
            <source>Abandoned</source>
            <translation>Opuštěno</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Podíl výher</translation>
        </message>
        <message>
            <source>Streak</source>
            <translation>Série</translation>
        </message>
        <message>
            <source>Best streak</source>
            <translation>Nejlepší série</translation>
        </message>
        <message>
            <source>Best time</source>
            <translation>Nejlepší čas</translation>
        </message>
        <message>
            <source>Levels</source>
            <translation>Úrovně</translation>
        </message>
        <message>
            <source>Recent winning times</source>
            <translation>Poslední časy výher</translation>
        </message>
        <message>
            <source>Level:</source>
            <translation>Úroveň:</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Čas</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <source>Logic</source>
            <translation>Logika</translation>
        </message>
        <message>
            <source>Best times</source>
            <translation>Nejlepší časy</translation>
        </message>
        <message>
            <source>Counted: games won without hints or undo, not replays.</source>
            <translation>Počítají se: hry vyhrané bez nápovědy a vracení, ne záznamy.</translation>
        </message>
        <message>
            <source>Show:</source>
            <translation>Zobrazit:</translation>
        </message>
        <message>
            <source>All results</source>
            <translation>Všechny výsledky</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Prohry</translation>
        </message>
        <message>
            <source>Review…</source>
            <translation>Rozbor…</translation>
        </message>
        <message>
            <source>Step through the selected game's moves</source>
            <translation>Projít tahy vybrané hry</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Exportovat CSV…</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Výsledek</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>Nápovědy</translation>
        </message>
        <message>
            <source>Clicks</source>
            <translation>Kliknutí</translation>
        </message>
        <message>
            <source>Board id</source>
            <translation>Identifikátor plochy</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Historie</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>Trénink</translation>
        </message>
        <message>
            <source>Reset…</source>
            <translation>Vynulovat…</translation>
        </message>
        <message>
            <source>All levels</source>
            <translation>Všechny úrovně</translation>
        </message>
        <message>
            <source>This game was stored without its moves.</source>
            <translation>Tato hra byla uložena bez tahů.</translation>
        </message>
        <message>
            <source>its moves cannot be read</source>
            <translation>její tahy nelze přečíst</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Rozbor</translation>
        </message>
        <message>
            <source>Export history</source>
            <translation>Exportovat historii</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>Soubory CSV (*.csv)</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) exported to {path}.</source>
            <translation>
                <numerusform>%n hra exportována do {path}.</numerusform>
                <numerusform>%n hry exportovány do {path}.</numerusform>
                <numerusform>%n her exportováno do {path}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Vynulovat statistiky</translation>
        </message>
        <message>
            <source>Forget every finished game, best time and streak? This cannot be undone.</source>
            <translation>Zapomenout každou dokončenou hru, nejlepší čas i sérii? Tuto akci nelze vrátit.</translation>
        </message>
        <message>
            <source>abandoned (replay)</source>
            <translation>opuštěna (záznam)</translation>
        </message>
        <message>
            <source>abandoned (undo)</source>
            <translation>opuštěna (vráceno)</translation>
        </message>
        <message>
            <source>abandoned</source>
            <translation>opuštěna</translation>
        </message>
        <message>
            <source>won (replay)</source>
            <translation>výhra (záznam)</translation>
        </message>
        <message>
            <source>lost (replay)</source>
            <translation>prohra (záznam)</translation>
        </message>
        <message>
            <source>won (undo)</source>
            <translation>výhra (vráceno)</translation>
        </message>
        <message>
            <source>lost (undo)</source>
            <translation>prohra (vráceno)</translation>
        </message>
        <message>
            <source>won</source>
            <translation>výhra</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>prohra</translation>
        </message>
        <message>
            <source>&amp;Copy board id</source>
            <translation>&amp;Kopírovat identifikátor plochy</translation>
        </message>
        <message>
            <source>Right-click or Ctrl+C to copy it</source>
            <translation>Zkopírujete ho pravým tlačítkem nebo Ctrl+C</translation>
        </message>
    </context>
    <context>
        <name>Status</name>
        <message>
            <source>This board starts at {cell} (marked): click it, or press Space on it, to begin.</source>
            <translation>Tato plocha začíná na poli ({cell}) (označeno): klikněte na něj nebo na něm stiskněte mezerník a začněte.</translation>
        </message>
        <message>
            <source>Click any cell, or press Space on it, to start: the first cell opened always opens an area.</source>
            <translation>Klikněte na libovolné pole nebo na něm stiskněte mezerník a začněte: první odkryté pole vždy odkryje oblast.</translation>
        </message>
        <message>
            <source>Click the marked cell at {cell}, or press Space on it, to start this board.</source>
            <translation>Klikněte na označené pole ({cell}) nebo na něm stiskněte mezerník a začněte tuto plochu.</translation>
        </message>
        <message>
            <source>No flags to check.</source>
            <translation>Žádné vlajky ke kontrole.</translation>
        </message>
        <message>
            <source>Why the mine was hit could not be worked out: {error}</source>
            <translation>Proč byla zasažena mina, nešlo zjistit: {error}</translation>
        </message>
        <message>
            <source>The board could not be prepared: {error}</source>
            <translation>Plochu nešlo připravit: {error}</translation>
        </message>
        <message>
            <source>The analysis could not work this position out: {error}</source>
            <translation>Analýza tuto pozici nevyřešila: {error}</translation>
        </message>
        <message>
            <source>The helper could not work this position out: {error}</source>
            <translation>Pomocník tuto pozici nevyřešil: {error}</translation>
        </message>
        <message>
            <source>Retry: the same board again (a replay, not counted for best times).</source>
            <translation>Opakování: stejná plocha znovu (opakování se nepočítá do nejlepších časů).</translation>
        </message>
        <message>
            <source>The daily board of {date}: the same for everyone today.</source>
            <translation>Plocha dne {date}: dnes pro všechny stejná.</translation>
        </message>
        <message>
            <source>The board of this id ({width}x{height}, {mines} mines).</source>
            <translation>Plocha tohoto identifikátoru ({width}x{height}, min: {mines}).</translation>
        </message>
        <message>
            <source>You have played it before: a replay, not counted for best times.</source>
            <translation>Tuto plochu jste už hráli: je to opakování, nepočítá se do nejlepších časů.</translation>
        </message>
        <message>
            <source>It cannot be won without guessing: it was not made by a no-guess creator.</source>
            <translation>Nelze ji vyhrát bez hádání: nevytvořil ji generátor bez hádání.</translation>
        </message>
        <message>
            <source>Logic: {grade}.</source>
            <translation>Logika: {grade}.</translation>
        </message>
        <message>
            <source>Preparing the board…</source>
            <translation>Připravuji plochu…</translation>
        </message>
        <message>
            <source>Creating a board you can solve without guessing…</source>
            <translation>Vytvářím plochu, kterou lze vyřešit bez hádání…</translation>
        </message>
        <message>
            <source>Creating a board you can solve without guessing, of logic grade “{grade}” (this may take a while)…</source>
            <translation>Vytvářím plochu, kterou lze vyřešit bez hádání, se stupněm logiky „{grade}“ (může to chvíli trvat)…</translation>
        </message>
        <message>
            <source>This board cannot be created: {reason}</source>
            <translation>Tuto plochu nelze vytvořit: {reason}</translation>
        </message>
        <message>
            <source>Creating the board failed unexpectedly ({error}). Please try again.</source>
            <translation>Vytvoření plochy nečekaně selhalo ({error}). Zkuste to prosím znovu.</translation>
        </message>
        <message>
            <source>The click that hit the mine is taken back; play on. This game now counts as assisted (no best time).</source>
            <translation>Kliknutí, které zasáhlo minu, je vráceno; hrajte dál. Tato hra se teď počítá jako s pomocí (bez nejlepšího času).</translation>
        </message>
        <message>
            <source>{text} It starts at {cell}, marked green: click it, or press Space on it, to begin.</source>
            <translation>{text} Začíná na poli ({cell}), označeném zeleně: klikněte na něj nebo na něm stiskněte mezerník a začněte.</translation>
        </message>
        <message>
            <source>There is no board yet: it is made at your first click. Copy its id once you have started.</source>
            <translation>Plocha zatím není: vznikne při prvním kliknutí. Její identifikátor zkopírujte, až začnete.</translation>
        </message>
        <message>
            <source>Board id copied: {id}. Anyone can play this board with Game &gt; Open board id (it shows where the mines are to whoever decodes it).</source>
            <translation>Identifikátor plochy zkopírován: {id}. Kdokoli může tuto plochu hrát přes Hra &gt; Otevřít identifikátor plochy (každému, kdo ho dekóduje, ukáže, kde jsou miny).</translation>
        </message>
        <message>
            <source>This board id cannot be opened. {reason}</source>
            <translation>Tento identifikátor plochy nelze otevřít. {reason}</translation>
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
            <translation>Bum: mina na poli ({cell}).</translation>
        </message>
        <message numerus="yes">
            <source>You won in {seconds} s with help (%n hint(s)).</source>
            <translation>
                <numerusform>Výhra za {seconds} s s pomocí (%n nápověda).</numerusform>
                <numerusform>Výhra za {seconds} s s pomocí (%n nápovědy).</numerusform>
                <numerusform>Výhra za {seconds} s s pomocí (%n nápověd).</numerusform>
            </translation>
        </message>
        <message>
            <source>You won in {seconds} s after an undo (not counted for best times).</source>
            <translation>Výhra za {seconds} s po vrácení (nepočítá se do nejlepších časů).</translation>
        </message>
        <message>
            <source>You won in {seconds} s on a retried board (not counted for best times).</source>
            <translation>Výhra za {seconds} s na opakované ploše (nepočítá se do nejlepších časů).</translation>
        </message>
        <message>
            <source>You won in {seconds} s: a new best time!</source>
            <translation>Výhra za {seconds} s: nový nejlepší čas!</translation>
        </message>
        <message>
            <source>You won in {seconds} s.</source>
            <translation>Výhra za {seconds} s.</translation>
        </message>
        <message>
            <source>— (wins only)</source>
            <translation>— (jen výhry)</translation>
        </message>
        <message>
            <source>— (help was used)</source>
            <translation>— (s pomocí)</translation>
        </message>
        <message>
            <source>— (after an undo)</source>
            <translation>— (po vrácení)</translation>
        </message>
        <message>
            <source>— (a retried board)</source>
            <translation>— (opakovaná plocha)</translation>
        </message>
        <message>
            <source>{rank} of {ranked}</source>
            <translation>{rank} z {ranked}</translation>
        </message>
        <message>
            <source>— (hints made moves)</source>
            <translation>— (nápovědy udělaly tahy)</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Čas</translation>
        </message>
        <message>
            <source>{seconds} s</source>
            <translation>{seconds} s</translation>
        </message>
        <message>
            <source>Clicks</source>
            <translation>Kliknutí</translation>
        </message>
        <message>
            <source>Efficiency</source>
            <translation>Efektivita</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>Nápovědy</translation>
        </message>
        <message>
            <source>none</source>
            <translation>žádné</translation>
        </message>
        <message>
            <source>Logic</source>
            <translation>Logika</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Pořadí</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Pravidla</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Standardní</translation>
        </message>
    </context>
    <context>
        <name>Window</name>
        <message>
            <source>No-guess Minesweeper</source>
            <translation>Miny bez hádání</translation>
        </message>
        <message>
            <source>B switches between the mines and the position before the mistake, where these cells are marked.</source>
            <translation>B přepíná mezi minami a pozicí před chybou, kde jsou tato pole označena.</translation>
        </message>
        <message>
            <source>Working out why that cell was not safe…</source>
            <translation>Zjišťuji, proč to pole nebylo bezpečné…</translation>
        </message>
        <message>
            <source>Mines left</source>
            <translation>Zbývající miny</translation>
        </message>
        <message>
            <source>Seconds</source>
            <translation>Sekundy</translation>
        </message>
        <message>
            <source>New game (F2)</source>
            <translation>Nová hra (F2)</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Nápověda</translation>
        </message>
        <message>
            <source>Hint (H): what to do next</source>
            <translation>Nápověda (H): co dělat dál</translation>
        </message>
        <message>
            <source>Check flags</source>
            <translation>Zkontrolovat vlajky</translation>
        </message>
        <message>
            <source>Check flags (C): are your flags right?</source>
            <translation>Zkontrolovat vlajky (C): jsou vaše vlajky správně?</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Vrátit</translation>
        </message>
        <message>
            <source>Undo (Ctrl+Z): take back the click that hit a mine and play on (the game then counts as assisted)</source>
            <translation>Vrátit (Ctrl+Z): vzít zpět kliknutí, které zasáhlo minu, a hrát dál (hra se pak počítá jako s pomocí)</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Opakovat</translation>
        </message>
        <message>
            <source>Retry this board (Ctrl+R): the same mines from the start (a replay: not counted for best times)</source>
            <translation>Opakovat tuto plochu (Ctrl+R): stejné miny od začátku (opakování: nepočítá se do nejlepších časů)</translation>
        </message>
        <message>
            <source>Mines</source>
            <translation>Miny</translation>
        </message>
        <message>
            <source>Show the end of the game: where every mine was (B switches)</source>
            <translation>Ukázat konec hry: kde byla každá mina (B přepíná)</translation>
        </message>
        <message>
            <source>Before mistake</source>
            <translation>Před chybou</translation>
        </message>
        <message>
            <source>Show the position just before the mine was hit, with the explanation's cells marked (B switches)</source>
            <translation>Ukázat pozici těsně před zasažením miny, s označenými poli vysvětlení (B přepíná)</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Rozbor</translation>
        </message>
        <message>
            <source>Review the game (Ctrl+E): step through your moves, which were forced, which were guesses, and the solver's own path</source>
            <translation>Rozebrat hru (Ctrl+E): projít své tahy, které byly vynucené, které hádání, a cestu samotného řešitele</translation>
        </message>
        <message>
            <source>Making the board</source>
            <translation>Vytváření plochy</translation>
        </message>
        <message>
            <source>Paused</source>
            <translation>Pozastaveno</translation>
        </message>
        <message>
            <source>Press P or click here to play on.</source>
            <translation>Stiskněte P nebo sem klikněte a hrajte dál.</translation>
        </message>
        <message>
            <source>The clock is stopped.</source>
            <translation>Hodiny stojí.</translation>
        </message>
        <message>
            <source>Pause (P): stop the clock and hide the board</source>
            <translation>Pauza (P): zastavit hodiny a skrýt plochu</translation>
        </message>
        <message>
            <source>Leave the game in progress? It counts as a loss in your statistics.</source>
            <translation>Opustit rozehranou hru? Ve statistikách se počítá jako prohra.</translation>
        </message>
        <message>
            <source>Leave it (a loss)</source>
            <translation>Opustit (prohra)</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>Hrát dál</translation>
        </message>
        <message>
            <source>Your game from last time is back, on the second you left it. Press P or click the board to play on.</source>
            <translation>Vaše hra z minula je zpět, ve stejné sekundě, kdy jste ji opustili. Stiskněte P nebo klikněte na plochu a hrajte dál.</translation>
        </message>
    </context>
    <context>
        <name>argparse</name>
        <message>
            <source>usage: </source>
            <translation>použití: </translation>
        </message>
        <message>
            <source>positional arguments</source>
            <translation>poziční argumenty</translation>
        </message>
        <message>
            <source>options</source>
            <translation>volby</translation>
        </message>
        <message>
            <source>show this help message and exit</source>
            <translation>zobrazit tuto nápovědu a skončit</translation>
        </message>
        <message>
            <source>%(prog)s: error: %(message)s</source>
            <translation>%(prog)s: chyba: %(message)s</translation>
        </message>
        <message>
            <source>argument %(argument_name)s: %(message)s</source>
            <translation>argument %(argument_name)s: %(message)s</translation>
        </message>
        <message>
            <source>unrecognized arguments: %s</source>
            <translation>nerozpoznané argumenty: %s</translation>
        </message>
        <message>
            <source>the following arguments are required: %s</source>
            <translation>jsou vyžadovány tyto argumenty: %s</translation>
        </message>
        <message>
            <source>one of the arguments %s is required</source>
            <translation>je vyžadován jeden z argumentů %s</translation>
        </message>
        <message>
            <source>not allowed with argument %s</source>
            <translation>není dovoleno s argumentem %s</translation>
        </message>
        <message>
            <source>ignored explicit argument %r</source>
            <translation>explicitní argument %r ignorován</translation>
        </message>
        <message>
            <source>expected one argument</source>
            <translation>očekáván jeden argument</translation>
        </message>
        <message>
            <source>expected at most one argument</source>
            <translation>očekáván nejvýše jeden argument</translation>
        </message>
        <message>
            <source>expected at least one argument</source>
            <translation>očekáván aspoň jeden argument</translation>
        </message>
        <message>
            <source>expected %s argument</source>
            <translation>očekáváno argumentů: %s</translation>
        </message>
        <message>
            <source>expected %s arguments</source>
            <translation>očekáváno argumentů: %s</translation>
        </message>
        <message>
            <source>ambiguous option: %(option)s could match %(matches)s</source>
            <translation>nejednoznačná volba: %(option)s může odpovídat %(matches)s</translation>
        </message>
        <message>
            <source>invalid %(type)s value: %(value)r</source>
            <translation>neplatná hodnota %(type)s: %(value)r</translation>
        </message>
        <message>
            <source>invalid choice: %(value)r (choose from %(choices)s)</source>
            <translation>neplatná volba: %(value)r (vyberte z %(choices)s)</translation>
        </message>
        <message>
            <source>can't open '%(filename)s': %(error)s</source>
            <translation>nelze otevřít '%(filename)s': %(error)s</translation>
        </message>
    </context>
</TS>
