<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
    <context>
        <name>About</name>
        <message>
            <source>DejaVu Sans (the game's font)</source>
            <translation>DejaVu Sans (czcionka gry)</translation>
        </message>
        <message>
            <source>ms-toollib (replay files)</source>
            <translation>ms-toollib (pliki powtórek)</translation>
        </message>
        <message>
            <source>System libraries in this bundle</source>
            <translation>Biblioteki systemowe w tym pakiecie</translation>
        </message>
        <message>
            <source>see each notice</source>
            <translation>zob. każdą informację o licencji</translation>
        </message>
        <message>
            <source>Version {version}</source>
            <translation>Wersja {version}</translation>
        </message>
        <message>
            <source>Every board is created on your first click so that a perfect logician never has to guess.</source>
            <translation>Każda plansza powstaje przy pierwszym kliknięciu tak, by doskonały logik nigdy nie musiał zgadywać.</translation>
        </message>
        <message>
            <source>It is free software under the MIT licence. It includes the components below; select one to read its licence.</source>
            <translation>To wolne oprogramowanie na licencji MIT. Zawiera poniższe komponenty; wybierz jeden, by przeczytać jego licencję.</translation>
        </message>
        <message>
            <source>About {name}</source>
            <translation>O programie {name}</translation>
        </message>
    </context>
    <context>
        <name>Analysis</name>
        <message>
            <source>certainly safe</source>
            <translation>na pewno bezpieczne</translation>
        </message>
        <message>
            <source>certainly a mine</source>
            <translation>na pewno mina</translation>
        </message>
        <message>
            <source>under {percent} chance of a mine</source>
            <translation>poniżej {percent} szans na minę</translation>
        </message>
        <message>
            <source>over {percent} chance of a mine</source>
            <translation>powyżej {percent} szans na minę</translation>
        </message>
        <message>
            <source>{percent} chance of a mine</source>
            <translation>{percent} szans na minę</translation>
        </message>
    </context>
    <context>
        <name>BoardIds</name>
        <message>
            <source>This board has no id: the game does not play its level. {reason}</source>
            <translation>Ta plansza nie ma identyfikatora: gra nie obsługuje jej poziomu. {reason}</translation>
        </message>
        <message>
            <source>This is not a board id: it contains {characters}. Board ids use only the digits and the letters A-Z without I, L, O and U.</source>
            <translation>To nie jest identyfikator planszy: zawiera {characters}. Identyfikatory plansz składają się tylko z cyfr i liter A-Z bez I, L, O i U.</translation>
        </message>
        <message>
            <source>The board id is empty.</source>
            <translation>Identyfikator planszy jest pusty.</translation>
        </message>
        <message>
            <source>The board id {id} is too short: part of it is missing.</source>
            <translation>Identyfikator planszy {id} jest za krótki: brakuje jego części.</translation>
        </message>
        <message>
            <source>The board id starts with {found}; this version of the game reads ids starting with {expected} (a newer game may have made it, or it is mistyped).</source>
            <translation>Identyfikator planszy zaczyna się od {found}; ta wersja gry czyta identyfikatory zaczynające się od {expected} (mogła go utworzyć nowsza gra albo jest błędnie wpisany).</translation>
        </message>
        <message>
            <source>The board id does not check out: a character is wrong or missing (compare it with the original).</source>
            <translation>Identyfikator planszy się nie zgadza: jakiś znak jest błędny lub go brakuje (porównaj z oryginałem).</translation>
        </message>
        <message>
            <source>The board id describes a {width}x{height} board with {mines} mines, which this game does not play: {reason} It was not made by this game.</source>
            <translation>Identyfikator opisuje planszę {width}x{height} z {mines} minami, której ta gra nie obsługuje: {reason} Nie utworzyła go ta gra.</translation>
        </message>
        <message>
            <source>The board id describes {mines} mines in a way no {height}x{width} board can hold (mines out of range); it was not made by this game.</source>
            <translation>Identyfikator opisuje {mines} min w sposób niemożliwy na planszy {height}x{width} (miny poza zakresem); nie utworzyła go ta gra.</translation>
        </message>
    </context>
    <context>
        <name>Cells</name>
        <message>
            <source>row {row}, column {col}</source>
            <translation>pole w wierszu {row}, kolumnie {col}</translation>
        </message>
    </context>
    <context>
        <name>CommandLine</name>
        <message>
            <source>No-guess Minesweeper: every board is created on your first click so that it
can be won by reasoning alone; Hint explains why a cell is safe.</source>
            <translation>Saper bez zgadywania: każda plansza powstaje przy pierwszym kliknięciu tak,
by dało się ją wygrać samym rozumowaniem; podpowiedź wyjaśnia, dlaczego pole jest bezpieczne.</translation>
        </message>
        <message>
            <source>show the version and exit</source>
            <translation>pokaż wersję i zakończ</translation>
        </message>
        <message>
            <source>playing</source>
            <translation>gra</translation>
        </message>
        <message>
            <source>seed for reproducible boards: the same seed gives the same boards</source>
            <translation>ziarno dla powtarzalnych plansz: to samo ziarno daje te same plansze</translation>
        </message>
        <message>
            <source>folder for settings and statistics (overrides {variable})</source>
            <translation>folder ustawień i statystyk (ma pierwszeństwo przed {variable})</translation>
        </message>
        <message>
            <source>start at beginner, intermediate, expert or WxH/M (W columns, H rows, M mines), e.g. 30x16/99</source>
            <translation>zacznij od beginner, intermediate, expert lub SxW/M (S kolumn, W wierszy, M min), np. 30x16/99</translation>
        </message>
        <message>
            <source>speak this language instead of the system's: {languages}</source>
            <translation>mów w tym języku zamiast języka systemu: {languages}</translation>
        </message>
        <message>
            <source>play the board of an id (Game &gt; Copy board id in the window)</source>
            <translation>zagraj na planszy o danym identyfikatorze (Gra &gt; Kopiuj identyfikator planszy w oknie)</translation>
        </message>
        <message>
            <source>play to the Standard rules for competition (remembered, as Options &gt; Standard rules): no hint, flag check, analysis, undo, retry, question marks or auto-open</source>
            <translation>graj według standardowych zasad zawodów (zapamiętywane, jak Opcje &gt; Zasady standardowe): bez podpowiedzi, sprawdzania flag, analizy, cofania, powtórki, znaków zapytania i automatycznego odkrywania</translation>
        </message>
        <message>
            <source>open a replay (.avf, .evf, .mvf or .rmv) in the replay player</source>
            <translation>otwórz powtórkę (.avf, .evf, .mvf lub .rmv) w odtwarzaczu</translation>
        </message>
        <message>
            <source>desktop menu entry (Linux, for pip and pipx installs)</source>
            <translation>pozycja w menu pulpitu (Linux, dla instalacji przez pip i pipx)</translation>
        </message>
        <message>
            <source>add a menu entry, icons, AppStream metainfo and this manual page under $XDG_DATA_HOME (~/.local/share), then exit</source>
            <translation>dodaj pozycję menu, ikony, metadane AppStream i tę stronę podręcznika w $XDG_DATA_HOME (~/.local/share), a potem zakończ</translation>
        </message>
        <message>
            <source>remove what --install-desktop added, then exit</source>
            <translation>usuń to, co dodało --install-desktop, a potem zakończ</translation>
        </message>
        <message>
            <source>scripted runs (for CI; QT_QPA_PLATFORM=offscreen runs them without a display)</source>
            <translation>uruchomienia skryptowe (dla CI; QT_QPA_PLATFORM=offscreen uruchamia je bez ekranu)</translation>
        </message>
        <message>
            <source>play one seeded Expert game to a win with hints, exit 0 if it worked (in a temporary folder unless --data-dir or {variable} names one)</source>
            <translation>rozegraj jedną grę Ekspert z ustalonym ziarnem do wygranej z podpowiedziami, kod 0, jeśli się udało (w folderze tymczasowym, chyba że --data-dir lub {variable} wskazuje inny)</translation>
        </message>
        <message>
            <source>write screenshots of typical game states into DIR and exit</source>
            <translation>zapisz zrzuty ekranu typowych stanów gry w DIR i zakończ</translation>
        </message>
        <message>
            <source>{file} is not a replay file ({types})</source>
            <translation>{file} nie jest plikiem powtórki ({types})</translation>
        </message>
        <message>
            <source>unknown language {code}; available: {languages}</source>
            <translation>nieznany język {code}; dostępne: {languages}</translation>
        </message>
        <message>
            <source>Settings (settings.ini) and statistics (stats.sqlite3) live in one folder:</source>
            <translation>Ustawienia (settings.ini) i statystyki (stats.sqlite3) są w jednym folderze:</translation>
        </message>
        <message>
            <source>--data-dir DIR, or else the environment variable {variable}, chooses another.</source>
            <translation>--data-dir DIR, a w przeciwnym razie zmienna środowiskowa {variable}, wybiera inny.</translation>
        </message>
        <message>
            <source>{variable} is set: {folder}</source>
            <translation>{variable} jest ustawiona: {folder}</translation>
        </message>
        <message>
            <source>neither DISPLAY nor WAYLAND_DISPLAY is set</source>
            <translation>nie ustawiono ani DISPLAY, ani WAYLAND_DISPLAY</translation>
        </message>
        <message>
            <source>QT_QPA_PLATFORM=xcb but DISPLAY is not set</source>
            <translation>QT_QPA_PLATFORM=xcb, ale DISPLAY nie jest ustawione</translation>
        </message>
        <message>
            <source>QT_QPA_PLATFORM={platform} but WAYLAND_DISPLAY is not set</source>
            <translation>QT_QPA_PLATFORM={platform}, ale WAYLAND_DISPLAY nie jest ustawione</translation>
        </message>
        <message>
            <source>no display to open a window on ({missing}); start it from a desktop session, or set QT_QPA_PLATFORM=offscreen for --self-test and --screenshot</source>
            <translation>brak ekranu, na którym można otworzyć okno ({missing}); uruchom grę z sesji pulpitu albo ustaw QT_QPA_PLATFORM=offscreen dla --self-test i --screenshot</translation>
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
            <translation>Własna</translation>
        </message>
        <message>
            <source>Mines as a share of the cells: 12% is Beginner, 21% Expert</source>
            <translation>Miny jako część wszystkich pól: 12% to Początkujący, 21% Ekspert</translation>
        </message>
        <message>
            <source>&amp;Density:</source>
            <translation>&amp;Gęstość:</translation>
        </message>
        <message>
            <source>&amp;Start from:</source>
            <translation>&amp;Zacznij od:</translation>
        </message>
    </context>
    <context>
        <name>DataFolder</name>
        <message>
            <source>the files ({error})</source>
            <translation>pliki ({error})</translation>
        </message>
        <message>
            <source>left {names} in {old} (from an older version) because {folder} already has them; move them by hand to keep them</source>
            <translation>pozostawiono {names} w {old} (ze starszej wersji), bo {folder} już je zawiera; przenieś je ręcznie, by je zachować</translation>
        </message>
    </context>
    <context>
        <name>Dialogs</name>
        <message>
            <source>Width and height from 1 to {max_side}, with at least one side {min_side} or more: the first click and its neighbours never hold a mine. Up to all cells but those 9 can hold mines; boards 2 cells high or wide need an even number. Dense boards take longer to create.</source>
            <translation>Szerokość i wysokość od 1 do {max_side}, przy czym co najmniej jeden bok ma {min_side} lub więcej: pierwsze kliknięte pole i jego sąsiedzi nigdy nie kryją miny. Miny mogą być we wszystkich polach poza tymi 9; plansze o wysokości lub szerokości 2 pól wymagają parzystej liczby min. Gęste plansze powstają dłużej.</translation>
        </message>
        <message>
            <source>Enter the width as a whole number.</source>
            <translation>Podaj szerokość jako liczbę całkowitą.</translation>
        </message>
        <message>
            <source>Enter the height as a whole number.</source>
            <translation>Podaj wysokość jako liczbę całkowitą.</translation>
        </message>
        <message>
            <source>Enter the mines as a whole number.</source>
            <translation>Podaj liczbę min jako liczbę całkowitą.</translation>
        </message>
        <message>
            <source>The width must be between 1 and {max_side}.</source>
            <translation>Szerokość musi wynosić od 1 do {max_side}.</translation>
        </message>
        <message>
            <source>The height must be between 1 and {max_side}.</source>
            <translation>Wysokość musi wynosić od 1 do {max_side}.</translation>
        </message>
        <message>
            <source>There must be at least one mine.</source>
            <translation>Musi być co najmniej jedna mina.</translation>
        </message>
        <message>
            <source>Custom board</source>
            <translation>Plansza niestandardowa</translation>
        </message>
        <message>
            <source>&amp;Width (columns):</source>
            <translation>&amp;Szerokość (kolumny):</translation>
        </message>
        <message>
            <source>&amp;Height (rows):</source>
            <translation>&amp;Wysokość (wiersze):</translation>
        </message>
        <message>
            <source>&amp;Mines:</source>
            <translation>&amp;Miny:</translation>
        </message>
        <message>
            <source>Board creation took too long</source>
            <translation>Tworzenie planszy trwało za długo</translation>
        </message>
        <message>
            <source>No guess-free {width}x{height} board with {mines} mines was found within {seconds} seconds.</source>
            <translation>W ciągu {seconds} s nie znaleziono planszy {width}x{height} z {mines} minami bez zgadywania.</translation>
        </message>
        <message>
            <source>Dense boards are hard to create.</source>
            <translation>Gęste plansze trudno utworzyć.</translation>
        </message>
        <message>
            <source>Boards of logic grade “{grade}” are rare at this size: Game &gt; Logic &gt; Any finds one sooner.</source>
            <translation>Plansze o stopniu logiki „{grade}” są w tym rozmiarze rzadkie: Gra &gt; Logika &gt; Dowolna znajdzie planszę szybciej.</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Spróbuj ponownie</translation>
        </message>
        <message numerus="yes">
            <source>Use %n mine(s)</source>
            <translation>
                <numerusform>Użyj %n miny</numerusform>
                <numerusform>Użyj %n min</numerusform>
                <numerusform>Użyj %n min</numerusform>
            </translation>
        </message>
        <message>
            <source>Open board id</source>
            <translation>Otwórz identyfikator planszy</translation>
        </message>
        <message>
            <source>Board id (from Game &gt; Copy board id):</source>
            <translation>Identyfikator planszy (z Gra &gt; Kopiuj identyfikator planszy):</translation>
        </message>
    </context>
    <context>
        <name>Fonts</name>
        <message>
            <source>{language} text needs a font that is not installed: the game would show boxes for letters such as {missing}. This run is in English. To play in {language}, install {packages}, then start the game again.</source>
            <translation>Tekst w języku {language} wymaga czcionki, która nie jest zainstalowana: gra pokazałaby prostokąty zamiast znaków takich jak {missing}. Ta sesja jest po angielsku. Aby grać w języku {language}, zainstaluj {packages} i uruchom grę ponownie.</translation>
        </message>
    </context>
    <context>
        <name>Grades</name>
        <message>
            <source>one number</source>
            <translation>jedna liczba</translation>
        </message>
        <message>
            <source>two numbers</source>
            <translation>dwie liczby</translation>
        </message>
        <message>
            <source>three+ numbers</source>
            <translation>trzy+ liczby</translation>
        </message>
        <message>
            <source>mine count</source>
            <translation>liczba min</translation>
        </message>
        <message>
            <source>any</source>
            <translation>dowolna</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>łatwa</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>trudna</translation>
        </message>
        <message>
            <source>hardest</source>
            <translation>najtrudniejsza</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <source>Time</source>
            <translation>Czas</translation>
        </message>
        <message>
            <source>Seconds from the first click to the last; the clock stops while paused.</source>
            <translation>Sekundy od pierwszego do ostatniego kliknięcia; zegar stoi podczas pauzy.</translation>
        </message>
        <message>
            <source>The board's difficulty in clicks: the fewest clicks that clear it without flags (each opening counts once, plus every number not next to an opening).</source>
            <translation>Trudność planszy w kliknięciach: najmniejsza liczba kliknięć, która ją czyści bez flag (każde puste pole liczy się raz, plus każda liczba, która nie sąsiaduje z pustym obszarem).</translation>
        </message>
        <message>
            <source>3BV divided by your time: your speed, fair across easy and hard boards.</source>
            <translation>3BV podzielone przez twój czas: twoja szybkość, sprawiedliwa dla łatwych i trudnych plansz.</translation>
        </message>
        <message>
            <source>Clicks</source>
            <translation>Kliknięcia</translation>
        </message>
        <message>
            <source>Every click you made: opens, flags and chords.</source>
            <translation>Każde twoje kliknięcie: odkrycia, flagi i akordy.</translation>
        </message>
        <message>
            <source>Efficiency</source>
            <translation>Wydajność</translation>
        </message>
        <message>
            <source>3BV divided by your clicks, as a percentage: 100% means no click was wasted (chording can take it above 100%).</source>
            <translation>3BV podzielone przez twoje kliknięcia, w procentach: 100% oznacza, że żadne kliknięcie nie poszło na marne (akordy mogą dać ponad 100%).</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>Podpowiedzi</translation>
        </message>
        <message>
            <source>On how many positions you asked for a hint or a flag check (pressing again on the same position does not count again).</source>
            <translation>W ilu pozycjach prosiłeś o podpowiedź lub sprawdzenie flag (ponowne naciśnięcie w tej samej pozycji nie liczy się drugi raz).</translation>
        </message>
        <message>
            <source>Logic</source>
            <translation>Logika</translation>
        </message>
        <message>
            <source>The hardest reasoning the board needs: one number (each step follows from one number), two numbers (two numbers read together), or three+ numbers or the mine count.</source>
            <translation>Najtrudniejsze rozumowanie, jakiego wymaga plansza: jedna liczba (każdy krok wynika z jednej liczby), dwie liczby (czytane razem) albo trzy+ liczby lub liczba min.</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Miejsce</translation>
        </message>
        <message>
            <source>Where this time stands among your wins at this level without help.</source>
            <translation>Jak ten czas wypada wśród twoich wygranych bez pomocy na tym poziomie.</translation>
        </message>
        <message>
            <source>Chord</source>
            <translation>Akord</translation>
        </message>
        <message>
            <source>Clicking a number whose mines are all flagged opens every other cell around it.</source>
            <translation>Kliknięcie liczby, której wszystkie miny są oflagowane, odkrywa każde inne pole wokół niej.</translation>
        </message>
        <message>
            <source>Open every cell that is not a mine. A number tells how many of the eight cells around it hide a mine. Right-click (or F) puts a flag on a cell you know is a mine. Your first click is always an opening, and every board can be solved by logic alone: you never have to guess.</source>
            <translation>Odkryj każde pole, które nie jest miną. Liczba mówi, ile z ośmiu otaczających ją pól kryje minę. Prawy przycisk (lub F) stawia flagę na polu, o którym wiesz, że jest miną. Pierwsze kliknięcie zawsze coś odkrywa, a każdą planszę da się rozwiązać samą logiką: nigdy nie musisz zgadywać.</translation>
        </message>
        <message>
            <source>Hint (H) teaches rather than plays: each press on the same position says a little more. First it checks your flags, then it shows where progress is possible, then which cell and why, in words, and only at the end makes the move for you. Check flags (C) says whether your flags are right. A game with hints is not ranked for best times.</source>
            <translation>Podpowiedź (H) uczy, a nie gra za ciebie: każde naciśnięcie w tej samej pozycji mówi trochę więcej. Najpierw sprawdza twoje flagi, potem pokazuje, gdzie można zrobić postęp, potem które pole i dlaczego, słowami, a dopiero na końcu wykonuje ruch za ciebie. Sprawdź flagi (C) mówi, czy twoje flagi są dobre. Gra z podpowiedziami nie liczy się do najlepszych czasów.</translation>
        </message>
        <message>
            <source>Arrows, Space, F</source>
            <translation>Strzałki, Spacja, F</translation>
        </message>
        <message>
            <source>move the cursor, open, flag</source>
            <translation>przesuwają kursor, odkrywają, stawiają flagę</translation>
        </message>
        <message>
            <source>hint, check flags</source>
            <translation>podpowiedź, sprawdzenie flag</translation>
        </message>
        <message>
            <source>pause (the board is hidden, the clock stops)</source>
            <translation>pauza (plansza jest ukryta, zegar stoi)</translation>
        </message>
        <message>
            <source>new game</source>
            <translation>nowa gra</translation>
        </message>
        <message>
            <source>after a game: undo, retry, review, mines or before</source>
            <translation>po grze: cofnij, powtórz, przegląd, miny lub stan przed błędem</translation>
        </message>
        <message>
            <source>from the board to the buttons and back</source>
            <translation>z planszy do przycisków i z powrotem</translation>
        </message>
        <message>
            <source>read the cursor's cell, its row and column, the cells around it</source>
            <translation>odczytaj pole kursora, jego wiersz i kolumnę, pola wokół</translation>
        </message>
        <message>
            <source>read the mines left, the time, the last announcement again</source>
            <translation>odczytaj pozostałe miny, czas, ostatni komunikat jeszcze raz</translation>
        </message>
        <message>
            <source>read the cursor's whole row, its whole column</source>
            <translation>odczytaj cały wiersz kursora, całą jego kolumnę</translation>
        </message>
        <message>
            <source>jump to the last hint's cell, the next covered cell, the next covered cell beside a number</source>
            <translation>skocz do pola ostatniej podpowiedzi, do następnego zakrytego pola, do następnego zakrytego pola obok liczby</translation>
        </message>
        <message>
            <source>G, a row and a column, Enter</source>
            <translation>G, wiersz i kolumna, Enter</translation>
        </message>
        <message>
            <source>go to that cell (G 3 5 Enter: row 3, column 5)</source>
            <translation>przejdź do tego pola (G 3 5 Enter: wiersz 3, kolumna 5)</translation>
        </message>
        <message>
            <source>in a replay: the previous or next click, the previous or next mouse event, play or pause, where the replay is (each step is said)</source>
            <translation>w powtórce: poprzednie lub następne kliknięcie, poprzednie lub następne zdarzenie myszy, odtwarzanie lub pauza, gdzie jest powtórka (każdy krok jest odczytywany)</translation>
        </message>
        <message>
            <source>in a review: one move back or on, ten moves back or on, the first or the last move (each move and its judgement is said)</source>
            <translation>w analizie: ruch wstecz lub naprzód, dziesięć ruchów wstecz lub naprzód, pierwszy lub ostatni ruch (każdy ruch i jego ocena są odczytywane)</translation>
        </message>
        <message>
            <source>With a screen reader every move is said as it happens. Options &gt; Brief announcements keeps each announcement to its first sentence; A repeats the last one.</source>
            <translation>Z czytnikiem ekranu każdy ruch jest odczytywany, gdy się dzieje. Opcje &gt; Krótkie komunikaty skracają każdy komunikat do pierwszego zdania; A powtarza ostatni.</translation>
        </message>
        <message>
            <source>a flag: you say a mine is here</source>
            <translation>flaga: mówisz, że tu jest mina</translation>
        </message>
        <message>
            <source>a question mark (Options &gt; Question marks): not sure yet</source>
            <translation>znak zapytania (Opcje &gt; Znaki zapytania): jeszcze nie wiesz</translation>
        </message>
        <message>
            <source>a mine, shown when the game ends</source>
            <translation>mina, pokazywana na końcu gry</translation>
        </message>
        <message>
            <source>The board's pictures</source>
            <translation>Obrazki na planszy</translation>
        </message>
        <message>
            <source>Marks on the board</source>
            <translation>Oznaczenia na planszy</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>Klawisze</translation>
        </message>
        <message>
            <source>Words of the counters and the summary</source>
            <translation>Słowa liczników i podsumowania</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>Jak grać</translation>
        </message>
        <message>
            <source>Hints, flag checks and the loss explanation mark cells; each mark differs in colour and in its frame, so it reads without colour too. The legend under the board names the marks shown.</source>
            <translation>Podpowiedzi, sprawdzanie flag i wyjaśnienie przegranej oznaczają pola; każde oznaczenie różni się kolorem i ramką, więc czyta się je także bez kolorów. Legenda pod planszą nazywa pokazane oznaczenia.</translation>
        </message>
        <message>
            <source>Mines left: the mines on the board minus your flags (below zero when there are more flags than mines).</source>
            <translation>Pozostałe miny: miny na planszy minus twoje flagi (poniżej zera, gdy flag jest więcej niż min).</translation>
        </message>
        <message>
            <source>Seconds played, up to 999. The clock stops while the game is paused (P).</source>
            <translation>Sekundy gry, do 999. Zegar stoi, gdy gra jest wstrzymana (P).</translation>
        </message>
        <message>
            <source>New game (F2). The face shows how the game stands: smiling while you play, surprised while you press, glasses on a win, crosses on a loss.</source>
            <translation>Nowa gra (F2). Buźka pokazuje stan gry: uśmiecha się podczas gry, dziwi się, gdy naciskasz, ma okulary po wygranej i krzyżyki po przegranej.</translation>
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
            <translation>Wokół liczby {number} nie ma min, więc {cell} jest bezpieczne.</translation>
        </message>
        <message numerus="yes">
            <source>{number} already has its %n mine(s) flagged, so its other covered cells are safe, including {cell}.</source>
            <translation>
                <numerusform>Liczba {number} ma już oflagowaną %n minę, więc jej pozostałe zakryte pola są bezpieczne, w tym {cell}.</numerusform>
                <numerusform>Liczba {number} ma już oflagowane %n miny, więc jej pozostałe zakryte pola są bezpieczne, w tym {cell}.</numerusform>
                <numerusform>Liczba {number} ma już oflagowanych %n min, więc jej pozostałe zakryte pola są bezpieczne, w tym {cell}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{number} touches exactly %n covered cell(s)</source>
            <translation>
                <numerusform>Liczba {number} dotyka dokładnie %n zakrytego pola</numerusform>
                <numerusform>Liczba {number} dotyka dokładnie %n zakrytych pól</numerusform>
                <numerusform>Liczba {number} dotyka dokładnie %n zakrytych pól</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{number} has {flagged} flagged and needs {more}; it touches exactly %n other covered cell(s)</source>
            <translation>
                <numerusform>Liczba {number} ma oflagowane: {flagged} i potrzebuje {more}; dotyka dokładnie %n innego zakrytego pola</numerusform>
                <numerusform>Liczba {number} ma oflagowane: {flagged} i potrzebuje {more}; dotyka dokładnie %n innych zakrytych pól</numerusform>
                <numerusform>Liczba {number} ma oflagowane: {flagged} i potrzebuje {more}; dotyka dokładnie %n innych zakrytych pól</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more</source>
            <translation>
                <numerusform>jeszcze %n</numerusform>
                <numerusform>jeszcze %n</numerusform>
                <numerusform>jeszcze %n</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}, so {cell} is a mine.</source>
            <translation>{head}, więc {cell} jest miną.</translation>
        </message>
        <message>
            <source>{head}, so both are mines: {cell} is a mine.</source>
            <translation>{head}, więc oba są minami: {cell} jest miną.</translation>
        </message>
        <message>
            <source>{head}, so all of them are mines: {cell} is a mine.</source>
            <translation>{head}, więc wszystkie są minami: {cell} jest miną.</translation>
        </message>
        <message numerus="yes">
            <source>Every covered cell around {a} also touches {b}, so the %n more mine(s) it needs (is|are) next to both numbers.</source>
            <translation>
                <numerusform>Każde zakryte pole wokół liczby {a} dotyka też liczby {b}, więc brakująca %n mina leży obok obu liczb.</numerusform>
                <numerusform>Każde zakryte pole wokół liczby {a} dotyka też liczby {b}, więc brakujące %n miny leżą obok obu liczb.</numerusform>
                <numerusform>Każde zakryte pole wokół liczby {a} dotyka też liczby {b}, więc brakujących %n min leży obok obu liczb.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Every covered cell around {a} also touches {b}, so the %n mine(s) it needs (is|are) next to both numbers.</source>
            <translation>
                <numerusform>Każde zakryte pole wokół liczby {a} dotyka też liczby {b}, więc potrzebna %n mina leży obok obu liczb.</numerusform>
                <numerusform>Każde zakryte pole wokół liczby {a} dotyka też liczby {b}, więc potrzebne %n miny leżą obok obu liczb.</numerusform>
                <numerusform>Każde zakryte pole wokół liczby {a} dotyka też liczby {b}, więc potrzebnych %n min leży obok obu liczb.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{a} needs {needs} but has only {away} away from {b}, so at least %n mine(s) (is|are) next to both numbers.</source>
            <translation>
                <numerusform>Liczba {a} potrzebuje {needs}, ale z dala od liczby {b} ma tylko {away}, więc co najmniej %n mina leży obok obu liczb.</numerusform>
                <numerusform>Liczba {a} potrzebuje {needs}, ale z dala od liczby {b} ma tylko {away}, więc co najmniej %n miny leżą obok obu liczb.</numerusform>
                <numerusform>Liczba {a} potrzebuje {needs}, ale z dala od liczby {b} ma tylko {away}, więc co najmniej %n min leży obok obu liczb.</numerusform>
            </translation>
        </message>
        <message>
            <source>That is all {b} still needs, so its other covered cells are safe, including {cell}.</source>
            <translation>To wszystko, czego liczba {b} jeszcze potrzebuje, więc jej pozostałe zakryte pola są bezpieczne, w tym {cell}.</translation>
        </message>
        <message>
            <source>That is all {b} needs, so its other covered cells are safe, including {cell}.</source>
            <translation>To wszystko, czego liczba {b} potrzebuje, więc jej pozostałe zakryte pola są bezpieczne, w tym {cell}.</translation>
        </message>
        <message numerus="yes">
            <source>%n covered cell(s)</source>
            <translation>
                <numerusform>%n zakryte pole</numerusform>
                <numerusform>%n zakryte pola</numerusform>
                <numerusform>%n zakrytych pól</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{a} needs only {needs}, so the cells it shares with {b} hold at most %n mine(s).</source>
            <translation>
                <numerusform>Liczba {a} potrzebuje tylko {needs}, więc pola wspólne z liczbą {b} kryją najwyżej %n minę.</numerusform>
                <numerusform>Liczba {a} potrzebuje tylko {needs}, więc pola wspólne z liczbą {b} kryją najwyżej %n miny.</numerusform>
                <numerusform>Liczba {a} potrzebuje tylko {needs}, więc pola wspólne z liczbą {b} kryją najwyżej %n min.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{b} needs {needs}, so its %n other covered cell(s) must hold the rest: {cell} is a mine.</source>
            <translation>
                <numerusform>Liczba {b} potrzebuje {needs}, więc jej %n inne zakryte pole musi kryć resztę: {cell} jest miną.</numerusform>
                <numerusform>Liczba {b} potrzebuje {needs}, więc jej %n inne zakryte pola muszą kryć resztę: {cell} jest miną.</numerusform>
                <numerusform>Liczba {b} potrzebuje {needs}, więc jej %n innych zakrytych pól musi kryć resztę: {cell} jest miną.</numerusform>
            </translation>
        </message>
        <message>
            <source>Suppose {cell} were safe.</source>
            <translation>Załóżmy, że {cell} jest bezpieczne.</translation>
        </message>
        <message>
            <source>Suppose {cell} were a mine.</source>
            <translation>Załóżmy, że {cell} jest miną.</translation>
        </message>
        <message>
            <source>Then {number} makes {cells} safe.</source>
            <translation>Wtedy liczba {number} czyni {cells} bezpiecznym.</translation>
        </message>
        <message>
            <source>Then {number} makes {cells} a mine.</source>
            <translation>Wtedy liczba {number} czyni {cells} miną.</translation>
        </message>
        <message>
            <source>Then {number} makes {cells} mines.</source>
            <translation>Wtedy liczba {number} czyni {cells} minami.</translation>
        </message>
        <message>
            <source>But then {number} would have too many mines.</source>
            <translation>Ale wtedy liczba {number} miałaby za dużo min.</translation>
        </message>
        <message>
            <source>But then {number} would have too few mines.</source>
            <translation>Ale wtedy liczba {number} miałaby za mało min.</translation>
        </message>
        <message>
            <source>So {cell} is a mine.</source>
            <translation>Zatem {cell} jest miną.</translation>
        </message>
        <message>
            <source>So {cell} is safe.</source>
            <translation>Zatem {cell} jest bezpieczne.</translation>
        </message>
        <message numerus="yes">
            <source>Try every way to place mines around {numbers} that fits all %n number(s): {cell} is a mine in each of them.</source>
            <translation>
                <numerusform>Sprawdź każdy sposób rozmieszczenia min wokół {numbers}, który pasuje do %n liczby: w każdym z nich {cell} jest miną.</numerusform>
                <numerusform>Sprawdź każdy sposób rozmieszczenia min wokół {numbers}, który pasuje do wszystkich %n liczb: w każdym z nich {cell} jest miną.</numerusform>
                <numerusform>Sprawdź każdy sposób rozmieszczenia min wokół {numbers}, który pasuje do wszystkich %n liczb: w każdym z nich {cell} jest miną.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Try every way to place mines around {numbers} that fits all %n number(s): {cell} is safe in each of them.</source>
            <translation>
                <numerusform>Sprawdź każdy sposób rozmieszczenia min wokół {numbers}, który pasuje do %n liczby: w każdym z nich {cell} jest bezpieczne.</numerusform>
                <numerusform>Sprawdź każdy sposób rozmieszczenia min wokół {numbers}, który pasuje do wszystkich %n liczb: w każdym z nich {cell} jest bezpieczne.</numerusform>
                <numerusform>Sprawdź każdy sposób rozmieszczenia min wokół {numbers}, który pasuje do wszystkich %n liczb: w każdym z nich {cell} jest bezpieczne.</numerusform>
            </translation>
        </message>
        <message>
            <source>Try every way to place mines around the {count} highlighted numbers that fits all of them: {cell} is a mine in each of them.</source>
            <translation>Sprawdź każdy sposób rozmieszczenia min wokół {count} podświetlonych liczb, który pasuje do nich wszystkich: w każdym z nich {cell} jest miną.</translation>
        </message>
        <message>
            <source>Try every way to place mines around the {count} highlighted numbers that fits all of them: {cell} is safe in each of them.</source>
            <translation>Sprawdź każdy sposób rozmieszczenia min wokół {count} podświetlonych liczb, który pasuje do nich wszystkich: w każdym z nich {cell} jest bezpieczne.</translation>
        </message>
        <message>
            <source>(Finding the easiest step takes too long here, so this uses {count} numbers around it; a smaller set may also work.)</source>
            <translation>(Znalezienie najłatwiejszego kroku trwa tu za długo, więc użyto {count} liczb wokół; mniejszy zestaw też może wystarczyć.)</translation>
        </message>
        <message>
            <source>(This uses the {count} numbers around it; a smaller set may also work.)</source>
            <translation>(Użyto {count} liczb wokół; mniejszy zestaw też może wystarczyć.)</translation>
        </message>
        <message>
            <source>There are no mines</source>
            <translation>Nie ma min</translation>
        </message>
        <message numerus="yes">
            <source>%n mine(s) (is|are) left</source>
            <translation>
                <numerusform>Została %n mina</numerusform>
                <numerusform>Zostały %n miny</numerusform>
                <numerusform>Zostało %n min</numerusform>
            </translation>
        </message>
        <message>
            <source>The only mine is accounted for by the highlighted numbers</source>
            <translation>Jedyną minę wyjaśniają podświetlone liczby</translation>
        </message>
        <message>
            <source>The only mine is accounted for</source>
            <translation>Jedyna mina jest wyjaśniona</translation>
        </message>
        <message>
            <source>All {total} mines are accounted for by the highlighted numbers</source>
            <translation>Wszystkie {total} min wyjaśniają podświetlone liczby</translation>
        </message>
        <message>
            <source>All {total} mines are accounted for</source>
            <translation>Wszystkie {total} min jest wyjaśnionych</translation>
        </message>
        <message>
            <source>All but {left} of the {total} mines are accounted for by the highlighted numbers</source>
            <translation>Podświetlone liczby wyjaśniają wszystkie miny z {total} poza {left}</translation>
        </message>
        <message>
            <source>All but {left} of the {total} mines are accounted for</source>
            <translation>Wyjaśnione są wszystkie miny z {total} poza {left}</translation>
        </message>
        <message>
            <source>{head}, so every covered cell is safe, including {cell}.</source>
            <translation>{head}, więc każde zakryte pole jest bezpieczne, w tym {cell}.</translation>
        </message>
        <message>
            <source>{head}, so every other covered cell is safe, including {cell}.</source>
            <translation>{head}, więc każde inne zakryte pole jest bezpieczne, w tym {cell}.</translation>
        </message>
        <message>
            <source>{head}, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>{head}, więc każde zakryte pole, które nie dotyka żadnej liczby, jest bezpieczne, w tym {cell}.</translation>
        </message>
        <message numerus="yes">
            <source>{head}, which need at least %n more mine(s) among their covered cells, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>
                <numerusform>{head}, a one potrzebują jeszcze co najmniej %n miny w swoich zakrytych polach, więc każde zakryte pole, które nie dotyka żadnej liczby, jest bezpieczne, w tym {cell}.</numerusform>
                <numerusform>{head}, a one potrzebują jeszcze co najmniej %n min w swoich zakrytych polach, więc każde zakryte pole, które nie dotyka żadnej liczby, jest bezpieczne, w tym {cell}.</numerusform>
                <numerusform>{head}, a one potrzebują jeszcze co najmniej %n min w swoich zakrytych polach, więc każde zakryte pole, które nie dotyka żadnej liczby, jest bezpieczne, w tym {cell}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{head}, and the highlighted numbers need at least %n mine(s) among their covered cells, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>
                <numerusform>{head}, a podświetlone liczby potrzebują co najmniej %n miny w swoich zakrytych polach, więc każde zakryte pole, które nie dotyka żadnej liczby, jest bezpieczne, w tym {cell}.</numerusform>
                <numerusform>{head}, a podświetlone liczby potrzebują co najmniej %n min w swoich zakrytych polach, więc każde zakryte pole, które nie dotyka żadnej liczby, jest bezpieczne, w tym {cell}.</numerusform>
                <numerusform>{head}, a podświetlone liczby potrzebują co najmniej %n min w swoich zakrytych polach, więc każde zakryte pole, które nie dotyka żadnej liczby, jest bezpieczne, w tym {cell}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}, and (it|they) can only go next to the highlighted numbers, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>{head}, a mogą leżeć tylko obok podświetlonych liczb, więc każde zakryte pole, które nie dotyka żadnej liczby, jest bezpieczne, w tym {cell}.</translation>
        </message>
        <message numerus="yes">
            <source>{head}. The highlighted numbers leave room for at most %n mine(s) among their covered cells, so the only covered cell that touches no number, {cell}, is a mine.</source>
            <translation>
                <numerusform>{head}. Podświetlone liczby mieszczą w swoich zakrytych polach najwyżej %n minę, więc jedyne zakryte pole, które nie dotyka żadnej liczby, {cell}, jest miną.</numerusform>
                <numerusform>{head}. Podświetlone liczby mieszczą w swoich zakrytych polach najwyżej %n miny, więc jedyne zakryte pole, które nie dotyka żadnej liczby, {cell}, jest miną.</numerusform>
                <numerusform>{head}. Podświetlone liczby mieszczą w swoich zakrytych polach najwyżej %n min, więc jedyne zakryte pole, które nie dotyka żadnej liczby, {cell}, jest miną.</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}. So the only covered cell that touches no number, {cell}, is a mine.</source>
            <translation>{head}. Zatem jedyne zakryte pole, które nie dotyka żadnej liczby, {cell}, jest miną.</translation>
        </message>
        <message numerus="yes">
            <source>{head}. The highlighted numbers leave room for at most {room} among their covered cells, so the %n covered cells that touch no number are all mines: {cell} is a mine.</source>
            <translation>
                <numerusform>{head}. Podświetlone liczby mieszczą w swoich zakrytych polach najwyżej {room}, więc %n zakryte pole, które nie dotyka żadnej liczby, jest miną: {cell} jest miną.</numerusform>
                <numerusform>{head}. Podświetlone liczby mieszczą w swoich zakrytych polach najwyżej {room}, więc %n zakryte pola, które nie dotykają żadnej liczby, to same miny: {cell} jest miną.</numerusform>
                <numerusform>{head}. Podświetlone liczby mieszczą w swoich zakrytych polach najwyżej {room}, więc %n zakrytych pól, które nie dotykają żadnej liczby, to same miny: {cell} jest miną.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{head}. So the %n covered cells that touch no number are all mines: {cell} is a mine.</source>
            <translation>
                <numerusform>{head}. Zatem %n zakryte pole, które nie dotyka żadnej liczby, jest miną: {cell} jest miną.</numerusform>
                <numerusform>{head}. Zatem %n zakryte pola, które nie dotykają żadnej liczby, to same miny: {cell} jest miną.</numerusform>
                <numerusform>{head}. Zatem %n zakrytych pól, które nie dotykają żadnej liczby, to same miny: {cell} jest miną.</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fits the count; with that, {cell} is always a mine.</source>
            <translation>{head}. Podświetlone liczby wokół {cell} dopuszczają {allowed} min w swoich zakrytych polach, ale do licznika pasuje tylko {fits}; wtedy {cell} jest zawsze miną.</translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fits the count; with that, {cell} is always safe.</source>
            <translation>{head}. Podświetlone liczby wokół {cell} dopuszczają {allowed} min w swoich zakrytych polach, ale do licznika pasuje tylko {fits}; wtedy {cell} jest zawsze bezpieczne.</translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fit the count; with that, {cell} is always a mine.</source>
            <translation>{head}. Podświetlone liczby wokół {cell} dopuszczają {allowed} min w swoich zakrytych polach, ale do licznika pasują tylko {fits}; wtedy {cell} jest zawsze miną.</translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fit the count; with that, {cell} is always safe.</source>
            <translation>{head}. Podświetlone liczby wokół {cell} dopuszczają {allowed} min w swoich zakrytych polach, ale do licznika pasują tylko {fits}; wtedy {cell} jest zawsze bezpieczne.</translation>
        </message>
        <message>
            <source>{head}. Counting the mines left against every way the highlighted numbers allow, {cell} is a mine.</source>
            <translation>{head}. Porównując pozostałe miny z każdym układem, na który pozwalają podświetlone liczby, {cell} jest miną.</translation>
        </message>
        <message>
            <source>{head}. Counting the mines left against every way the highlighted numbers allow, {cell} is safe.</source>
            <translation>{head}. Porównując pozostałe miny z każdym układem, na który pozwalają podświetlone liczby, {cell} jest bezpieczne.</translation>
        </message>
        <message numerus="yes">
            <source>%n number(s) (has|have) more flags around (it|them) than (its value|their values).</source>
            <translation>
                <numerusform>%n liczba ma wokół więcej flag niż wynosi jej wartość.</numerusform>
                <numerusform>%n liczby mają wokół więcej flag niż wynoszą ich wartości.</numerusform>
                <numerusform>%n liczb ma wokół więcej flag niż wynoszą ich wartości.</numerusform>
            </translation>
        </message>
        <message>
            <source>no mine</source>
            <translation>żadnej miny</translation>
        </message>
        <message numerus="yes">
            <source>only %n mine(s)</source>
            <translation>
                <numerusform>tylko %n minę</numerusform>
                <numerusform>tylko %n miny</numerusform>
                <numerusform>tylko %n min</numerusform>
            </translation>
        </message>
        <message>
            <source>so the flag is wrong</source>
            <translation>więc flaga jest błędna</translation>
        </message>
        <message>
            <source>so all of these flags are wrong</source>
            <translation>więc wszystkie te flagi są błędne</translation>
        </message>
        <message numerus="yes">
            <source>so at least %n of these flags (is|are) wrong</source>
            <translation>
                <numerusform>więc co najmniej %n z tych flag jest błędna</numerusform>
                <numerusform>więc co najmniej %n z tych flag są błędne</numerusform>
                <numerusform>więc co najmniej %n z tych flag jest błędnych</numerusform>
            </translation>
        </message>
        <message>
            <source>{number} has {flags} around it, at {cells}, but {room}, {verdict}.</source>
            <translation>Liczba {number} ma wokół siebie {flags}, na: {cells}, ale {room}, {verdict}.</translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s)</source>
            <translation>
                <numerusform>%n flagę</numerusform>
                <numerusform>%n flagi</numerusform>
                <numerusform>%n flag</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more number(s) (has|have) too many flags as well.</source>
            <translation>
                <numerusform>Jeszcze %n liczba też ma za dużo flag.</numerusform>
                <numerusform>Jeszcze %n liczby też mają za dużo flag.</numerusform>
                <numerusform>Jeszcze %n liczb też ma za dużo flag.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) (is|are) wrong.</source>
            <translation>
                <numerusform>%n flaga jest błędna.</numerusform>
                <numerusform>%n flagi są błędne.</numerusform>
                <numerusform>%n flag jest błędnych.</numerusform>
            </translation>
        </message>
        <message>
            <source>The flag at {cells} is on a safe cell: the numbers prove there is no mine there.</source>
            <translation>Flaga ({cells}) stoi na bezpiecznym polu: liczby dowodzą, że nie ma tam miny.</translation>
        </message>
        <message>
            <source>The flags at {cells} are on safe cells: the numbers prove there are no mines there.</source>
            <translation>Flagi ({cells}) stoją na bezpiecznych polach: liczby dowodzą, że nie ma tam min.</translation>
        </message>
        <message>
            <source>Press Hint again and I will remove the flag at {cell}.</source>
            <translation>Naciśnij ponownie Podpowiedź, a usunę flagę z: {cell}.</translation>
        </message>
        <message>
            <source>Removing the flag at {cell}.</source>
            <translation>Usuwam flagę z: {cell}.</translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) cannot be proven yet; (it|they) may be wrong.</source>
            <translation>
                <numerusform>%n flagi nie da się jeszcze udowodnić; może być błędna.</numerusform>
                <numerusform>%n flag nie da się jeszcze udowodnić; mogą być błędne.</numerusform>
                <numerusform>%n flag nie da się jeszcze udowodnić; mogą być błędne.</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing proves the flag at {cells} yet: it may be wrong.</source>
            <translation>Nic jeszcze nie dowodzi tej flagi ({cells}): może być błędna.</translation>
        </message>
        <message>
            <source>Nothing proves the flags at {cells} yet: each may be wrong.</source>
            <translation>Nic jeszcze nie dowodzi tych flag ({cells}): każda może być błędna.</translation>
        </message>
        <message>
            <source>These numbers cannot all be right: no arrangement of exactly {total} mines fits them.</source>
            <translation>Te liczby nie mogą być wszystkie prawdziwe: nie pasuje do nich żaden układ dokładnie {total} min.</translation>
        </message>
        <message>
            <source>These numbers cannot all be right: no arrangement of mines fits the numbers around {cell}.</source>
            <translation>Te liczby nie mogą być wszystkie prawdziwe: żaden układ min nie pasuje do liczb wokół: {cell}.</translation>
        </message>
        <message>
            <source>You can open a cell by counting the mines that are left, with the help of the highlighted numbers.</source>
            <translation>Możesz odkryć pole, licząc pozostałe miny, z pomocą podświetlonych liczb.</translation>
        </message>
        <message>
            <source>You can open a cell by counting the mines that are left.</source>
            <translation>Możesz odkryć pole, licząc pozostałe miny.</translation>
        </message>
        <message>
            <source>You can open a cell in the highlighted area: one number there tells you enough.</source>
            <translation>Możesz odkryć pole w podświetlonym obszarze: wystarczy jedna tamtejsza liczba.</translation>
        </message>
        <message numerus="yes">
            <source>You can open a cell in the highlighted area: %n numbers there together tell you enough.</source>
            <translation>
                <numerusform>Możesz odkryć pole w podświetlonym obszarze: wystarczy %n liczba razem.</numerusform>
                <numerusform>Możesz odkryć pole w podświetlonym obszarze: wystarczą %n liczby razem.</numerusform>
                <numerusform>Możesz odkryć pole w podświetlonym obszarze: wystarczy %n liczb razem.</numerusform>
            </translation>
        </message>
        <message>
            <source>You can make progress by counting the mines that are left, with the help of the highlighted numbers.</source>
            <translation>Możesz zrobić postęp, licząc pozostałe miny, z pomocą podświetlonych liczb.</translation>
        </message>
        <message>
            <source>You can make progress by counting the mines that are left.</source>
            <translation>Możesz zrobić postęp, licząc pozostałe miny.</translation>
        </message>
        <message>
            <source>You can make progress in the highlighted area: one number there tells you enough.</source>
            <translation>Możesz zrobić postęp w podświetlonym obszarze: wystarczy jedna tamtejsza liczba.</translation>
        </message>
        <message numerus="yes">
            <source>You can make progress in the highlighted area: %n numbers there together tell you enough.</source>
            <translation>
                <numerusform>Możesz zrobić postęp w podświetlonym obszarze: wystarczy %n liczba razem.</numerusform>
                <numerusform>Możesz zrobić postęp w podświetlonym obszarze: wystarczą %n liczby razem.</numerusform>
                <numerusform>Możesz zrobić postęp w podświetlonym obszarze: wystarczy %n liczb razem.</numerusform>
            </translation>
        </message>
        <message>
            <source>(A full check of this position takes too long, so this hint uses only nearby numbers.)</source>
            <translation>(Pełne sprawdzenie tej pozycji trwa za długo, więc ta podpowiedź używa tylko pobliskich liczb.)</translation>
        </message>
        <message>
            <source>Look at {cell}: the highlighted numbers and the mine count prove whether it is safe or a mine.</source>
            <translation>Spójrz na {cell}: podświetlone liczby i liczba min dowodzą, czy jest bezpieczne, czy jest miną.</translation>
        </message>
        <message>
            <source>Look at {cell}: the mine count proves whether it is safe or a mine.</source>
            <translation>Spójrz na {cell}: liczba min dowodzi, czy jest bezpieczne, czy jest miną.</translation>
        </message>
        <message>
            <source>Look at {cell}: the highlighted number proves whether it is safe or a mine.</source>
            <translation>Spójrz na {cell}: podświetlona liczba dowodzi, czy jest bezpieczne, czy jest miną.</translation>
        </message>
        <message>
            <source>Look at {cell}: the highlighted numbers prove whether it is safe or a mine.</source>
            <translation>Spójrz na {cell}: podświetlone liczby dowodzą, czy jest bezpieczne, czy jest miną.</translation>
        </message>
        <message>
            <source>Press Hint again and I will flag {cell} for you.</source>
            <translation>Naciśnij ponownie Podpowiedź, a oflaguję za ciebie {cell}.</translation>
        </message>
        <message>
            <source>Press Hint again and I will open {cell} for you.</source>
            <translation>Naciśnij ponownie Podpowiedź, a odkryję za ciebie {cell}.</translation>
        </message>
        <message>
            <source>Flagging {cell}.</source>
            <translation>Flaguję {cell}.</translation>
        </message>
        <message>
            <source>Opening {cell}.</source>
            <translation>Odkrywam {cell}.</translation>
        </message>
        <message>
            <source>Every covered cell left is a mine: the board is solved. Well done!</source>
            <translation>Każde pozostałe zakryte pole jest miną: plansza rozwiązana. Brawo!</translation>
        </message>
        <message>
            <source>No covered cell can be proven safe right now, so the next move is a guess. Try the cell with the best odds.</source>
            <translation>Żadnego zakrytego pola nie da się teraz uznać za bezpieczne, więc następny ruch to zgadywanie. Wybierz pole z najlepszymi szansami.</translation>
        </message>
        <message>
            <source>No covered cell can be proven safe or a mine right now, so the next move is a guess. Try the cell with the best odds.</source>
            <translation>Żadnego zakrytego pola nie da się teraz udowodnić jako bezpieczne ani jako minę, więc następny ruch to zgadywanie. Wybierz pole z najlepszymi szansami.</translation>
        </message>
        <message>
            <source>This position takes too long to check, and no small group of numbers proves anything. Press Hint again to let me think longer.</source>
            <translation>Sprawdzenie tej pozycji trwa za długo, a żadna mała grupa liczb niczego nie dowodzi. Naciśnij ponownie Podpowiedź, bym pomyślał dłużej.</translation>
        </message>
        <message>
            <source>You have not placed any flags, so there is nothing to check.</source>
            <translation>Nie postawiłeś żadnej flagi, więc nie ma czego sprawdzać.</translation>
        </message>
        <message>
            <source>No flag is provably wrong, but checking every flag takes too long here.</source>
            <translation>Żadna flaga nie jest na pewno błędna, ale sprawdzenie każdej trwa tu za długo.</translation>
        </message>
        <message>
            <source>Your flag is a proven mine.</source>
            <translation>Twoja flaga stoi na udowodnionej minie.</translation>
        </message>
        <message>
            <source>Both your flags are proven mines.</source>
            <translation>Obie twoje flagi stoją na udowodnionych minach.</translation>
        </message>
        <message numerus="yes">
            <source>All %n flags are proven mines.</source>
            <translation>
                <numerusform>Twoja %n flaga stoi na udowodnionej minie.</numerusform>
                <numerusform>Wszystkie %n flagi stoją na udowodnionych minach.</numerusform>
                <numerusform>Wszystkie %n flag stoi na udowodnionych minach.</numerusform>
            </translation>
        </message>
        <message>
            <source>Checking the other flags takes too long here.</source>
            <translation>Sprawdzenie pozostałych flag trwa tu za długo.</translation>
        </message>
        <message numerus="yes">
            <source>%n more mine(s)</source>
            <translation>
                <numerusform>jeszcze %n minę</numerusform>
                <numerusform>jeszcze %n miny</numerusform>
                <numerusform>jeszcze %n min</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mine(s)</source>
            <translation>
                <numerusform>%n minę</numerusform>
                <numerusform>%n miny</numerusform>
                <numerusform>%n min</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>KeptGame</name>
        <message>
            <source>Your game from last time was not resumed: its file {file} cannot be moved ({cause}), so it would come back at every start. Move or delete it by hand.</source>
            <translation>Twoja gra z poprzedniego razu nie została wznowiona: jej pliku {file} nie można przenieść ({cause}), więc wracałaby przy każdym uruchomieniu. Przenieś go lub usuń ręcznie.</translation>
        </message>
        <message>
            <source>Your game from last time could not be played on (the file is damaged or was changed); it was kept as {file} in {folder}, and a new game starts.</source>
            <translation>Nie można kontynuować twojej gry z poprzedniego razu (plik jest uszkodzony lub został zmieniony); zachowano go jako {file} w {folder} i zaczyna się nowa gra.</translation>
        </message>
        <message>
            <source>the file or its folder is read-only</source>
            <translation>plik lub jego folder jest tylko do odczytu</translation>
        </message>
        <message>
            <source>The game in progress ({level}, {seconds} s played) could not be kept for the next start: {cause}.</source>
            <translation>Trwającej gry ({level}, rozegrano {seconds} s) nie udało się zachować na następne uruchomienie: {cause}.</translation>
        </message>
        <message>
            <source>Free some space or make the folder writable, then press Try again. If you close now, what is named above is lost.</source>
            <translation>Zwolnij miejsce lub umożliw zapis w folderze, a potem naciśnij Spróbuj ponownie. Jeśli zamkniesz teraz, to, co wymieniono wyżej, przepadnie.</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Spróbuj ponownie</translation>
        </message>
        <message>
            <source>Keep the window open</source>
            <translation>Zostaw okno otwarte</translation>
        </message>
        <message>
            <source>Close and lose it</source>
            <translation>Zamknij i utrać ją</translation>
        </message>
    </context>
    <context>
        <name>Legend</name>
        <message>
            <source>the mine you hit</source>
            <translation>mina, na którą trafiłeś</translation>
        </message>
        <message>
            <source>the cell the hint is about</source>
            <translation>pole, którego dotyczy podpowiedź</translation>
        </message>
        <message>
            <source>safe: open it</source>
            <translation>bezpieczne: odkryj je</translation>
        </message>
        <message>
            <source>a mine: flag it</source>
            <translation>mina: oflaguj ją</translation>
        </message>
        <message>
            <source>the numbers that prove it</source>
            <translation>liczby, które tego dowodzą</translation>
        </message>
        <message>
            <source>the numbers the reason uses</source>
            <translation>liczby, których używa uzasadnienie</translation>
        </message>
        <message>
            <source>cells a supposition decides</source>
            <translation>pola rozstrzygnięte przez założenie</translation>
        </message>
        <message>
            <source>a flag on a safe cell</source>
            <translation>flaga na bezpiecznym polu</translation>
        </message>
        <message>
            <source>a flag nothing proves yet</source>
            <translation>flaga, której nic jeszcze nie dowodzi</translation>
        </message>
        <message>
            <source>a number with too many flags</source>
            <translation>liczba z za dużą liczbą flag</translation>
        </message>
        <message>
            <source>one of these flags is wrong</source>
            <translation>jedna z tych flag jest błędna</translation>
        </message>
        <message>
            <source>numbers that contradict</source>
            <translation>liczby, które sobie przeczą</translation>
        </message>
    </context>
    <context>
        <name>Lessons</name>
        <message>
            <source>The rules</source>
            <translation>Zasady</translation>
        </message>
        <message>
            <source>Some covered cells hide mines. Open every other cell to win; open a mine and the game is lost. An opened cell shows how many of its eight neighbours are mines. Right-click a cell you know is a mine, or press F on it, to flag it. On these boards logic always tells you a safe move: you never have to guess.</source>
            <translation>Niektóre zakryte pola kryją miny. Odkryj wszystkie pozostałe pola, by wygrać; odkryjesz minę i przegrywasz. Odkryte pole pokazuje, ile z jego ośmiu sąsiadów to miny. Kliknij prawym przyciskiem pole, o którym wiesz, że jest miną, albo naciśnij na nim F, by je oflagować. Na tych planszach logika zawsze wskaże bezpieczny ruch: nigdy nie musisz zgadywać.</translation>
        </message>
        <message>
            <source>The first click</source>
            <translation>Pierwsze kliknięcie</translation>
        </message>
        <message>
            <source>Your first click is always safe, and so are its neighbours, so it opens an area. A 0 opens its neighbours by itself. The numbers along the edge of that area are where the reasoning starts.</source>
            <translation>Pierwsze kliknięcie jest zawsze bezpieczne, podobnie jak jego sąsiedzi, więc odkrywa obszar. 0 sam odkrywa swoich sąsiadów. Liczby na brzegu tego obszaru to miejsce, gdzie zaczyna się rozumowanie.</translation>
        </message>
        <message>
            <source>One number decides</source>
            <translation>Jedna liczba rozstrzyga</translation>
        </message>
        <message>
            <source>When a number has as many covered neighbours as mines it still needs, all of them are mines; when it needs no more mines (its flags already count), the rest are safe. Find a cell one number decides, then open it (click or Space) or flag it (right-click or F).</source>
            <translation>Gdy liczba ma tyle zakrytych sąsiadów, ile min jeszcze potrzebuje, wszystkie są minami; gdy nie potrzebuje już min (jej flagi się liczą), reszta jest bezpieczna. Znajdź pole, które rozstrzyga jedna liczba, i odkryj je (kliknięcie lub spacja) albo oflaguj (prawy przycisk lub F).</translation>
        </message>
        <message>
            <source>Two numbers together (1-1)</source>
            <translation>Dwie liczby razem (1-1)</translation>
        </message>
        <message>
            <source>No number decides anything alone here. But the corner 1 sees only cells its neighbour 1 also sees: the neighbour's one mine is among them, so its other covered cell is safe. Find a cell the two numbers decide together.</source>
            <translation>Tu żadna liczba sama niczego nie rozstrzyga. Ale 1 w rogu widzi tylko pola, które widzi też sąsiednia 1: jedna mina sąsiadki jest wśród nich, więc jej pozostałe zakryte pole jest bezpieczne. Znajdź pole, które dwie liczby rozstrzygają razem.</translation>
        </message>
        <message>
            <source>Three numbers together</source>
            <translation>Trzy liczby razem</translation>
        </message>
        <message>
            <source>Sometimes no one or two numbers decide anything and three do: try each way to place mines that fits all three, and a cell that comes out the same every time is decided. Flags count as mines.</source>
            <translation>Czasem ani jedna, ani dwie liczby niczego nie rozstrzygają, a trzy tak: sprawdź każdy układ min pasujący do wszystkich trzech, a pole, które zawsze wychodzi tak samo, jest rozstrzygnięte. Flagi liczą się jako miny.</translation>
        </message>
        <message>
            <source>The mine count</source>
            <translation>Liczba min</translation>
        </message>
        <message>
            <source>When the numbers decide nothing, count the mines. The counter shows how many there are in all; if the numbers already account for every one, each covered cell beyond them is safe.</source>
            <translation>Gdy liczby niczego nie rozstrzygają, policz miny. Licznik pokazuje, ile ich jest w sumie; jeśli liczby wyjaśniają już każdą, każde zakryte pole poza nimi jest bezpieczne.</translation>
        </message>
    </context>
    <context>
        <name>Levels</name>
        <message>
            <source>Custom {width}x{height}, {mines} mines</source>
            <translation>Niestandardowy {width}x{height}, min: {mines}</translation>
        </message>
        <message>
            <source>Beginner</source>
            <translation>Początkujący</translation>
        </message>
        <message>
            <source>Intermediate</source>
            <translation>Średniozaawansowany</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Ekspert</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Niestandardowy</translation>
        </message>
        <message>
            <source>Unknown level {level}: use beginner, intermediate, expert or WxH/M, e.g. 30x16/99 (30 columns, 16 rows, 99 mines).</source>
            <translation>Nieznany poziom {level}: użyj beginner, intermediate, expert lub SxW/M, np. 30x16/99 (30 kolumn, 16 wierszy, 99 min).</translation>
        </message>
        <message>
            <source>Width and height must be between 1 and {most}, not {width}x{height}.</source>
            <translation>Szerokość i wysokość muszą wynosić od 1 do {most}, nie {width}x{height}.</translation>
        </message>
        <message>
            <source>A board needs at least one mine, not {mines}.</source>
            <translation>Plansza potrzebuje co najmniej jednej miny, nie {mines}.</translation>
        </message>
        <message>
            <source>The number of mines cannot be negative ({mines} was asked for).</source>
            <translation>Liczba min nie może być ujemna (podano {mines}).</translation>
        </message>
        <message>
            <source>A {width}x{height} board has no room for mines: the first click and its neighbours never hold one. Make one side at least 4.</source>
            <translation>Plansza {width}x{height} nie ma miejsca na miny: pierwsze kliknięte pole i jego sąsiedzi nigdy ich nie kryją. Niech jeden bok ma co najmniej 4.</translation>
        </message>
        <message numerus="yes">
            <source>A {width}x{height} board holds at most %n mine(s): the first cell opened and its neighbours never hold one ({mines} were asked for).</source>
            <translation>
                <numerusform>Plansza {width}x{height} mieści najwyżej %n minę: pierwsze odkryte pole i jego sąsiedzi nigdy jej nie kryją (podano {mines}).</numerusform>
                <numerusform>Plansza {width}x{height} mieści najwyżej %n miny: pierwsze odkryte pole i jego sąsiedzi nigdy ich nie kryją (podano {mines}).</numerusform>
                <numerusform>Plansza {width}x{height} mieści najwyżej %n min: pierwsze odkryte pole i jego sąsiedzi nigdy ich nie kryją (podano {mines}).</numerusform>
            </translation>
        </message>
        <message>
            <source>A board 2 cells high needs an even number of mines: the two cells of a column look the same to every number, so a column with one mine would be a guess.</source>
            <translation>Plansza o wysokości 2 pól potrzebuje parzystej liczby min: dwa pola kolumny wyglądają dla każdej liczby tak samo, więc kolumna z jedną miną byłaby zgadywaniem.</translation>
        </message>
        <message>
            <source>A board 2 cells wide needs an even number of mines: the two cells of a row look the same to every number, so a row with one mine would be a guess.</source>
            <translation>Plansza o szerokości 2 pól potrzebuje parzystej liczby min: dwa pola wiersza wyglądają dla każdej liczby tak samo, więc wiersz z jedną miną byłby zgadywaniem.</translation>
        </message>
        <message>
            <source>Wide</source>
            <translation>Szeroka</translation>
        </message>
        <message>
            <source>Big</source>
            <translation>Duża</translation>
        </message>
    </context>
    <context>
        <name>Lists</name>
        <message numerus="yes">
            <source>%n more highlighted flag(s)</source>
            <translation>
                <numerusform>jeszcze %n podświetlona flaga</numerusform>
                <numerusform>jeszcze %n podświetlone flagi</numerusform>
                <numerusform>jeszcze %n podświetlonych flag</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more highlighted cell(s)</source>
            <translation>
                <numerusform>jeszcze %n podświetlone pole</numerusform>
                <numerusform>jeszcze %n podświetlone pola</numerusform>
                <numerusform>jeszcze %n podświetlonych pól</numerusform>
            </translation>
        </message>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>{list} or {last}</source>
            <translation>{list} lub {last}</translation>
        </message>
        <message>
            <source>{list} and {last}</source>
            <translation>{list} i {last}</translation>
        </message>
    </context>
    <context>
        <name>Loss</name>
        <message>
            <source>The chord on {number} opened {cell}: its flags looked complete, so its other covered cells seemed safe.</source>
            <translation>Akord na liczbie {number} odkrył {cell}: jej flagi wyglądały na kompletne, więc pozostałe zakryte pola wydawały się bezpieczne.</translation>
        </message>
        <message>
            <source>The chord on {number} opened {cell}: its flags looked complete, so its other covered cells seemed safe, but the flag at {flags} was not on a mine.</source>
            <translation>Akord na liczbie {number} odkrył {cell}: jej flagi wyglądały na kompletne, więc pozostałe zakryte pola wydawały się bezpieczne, ale flaga ({flags}) nie stała na minie.</translation>
        </message>
        <message>
            <source>The chord on {number} opened {cell}: its flags looked complete, so its other covered cells seemed safe, but the flags at {flags} were not on mines.</source>
            <translation>Akord na liczbie {number} odkrył {cell}: jej flagi wyglądały na kompletne, więc pozostałe zakryte pola wydawały się bezpieczne, ale flagi ({flags}) nie stały na minach.</translation>
        </message>
        <message>
            <source>{cell} was provably a mine.</source>
            <translation>Dało się udowodnić, że {cell} jest miną.</translation>
        </message>
        <message>
            <source>Step by step (each step counts the mines proven before it as flagged): {steps}</source>
            <translation>Krok po kroku (każdy krok liczy udowodnione wcześniej miny jako oflagowane): {steps}</translation>
        </message>
        <message>
            <source>No way to place the mines that fits the numbers and the mine count leaves {cell} safe.</source>
            <translation>Żaden układ min pasujący do liczb i licznika min nie zostawia {cell} bezpiecznym.</translation>
        </message>
        <message>
            <source>No way to place the mines that fits the numbers leaves {cell} safe.</source>
            <translation>Żaden układ min pasujący do liczb nie zostawia {cell} bezpiecznym.</translation>
        </message>
        <message>
            <source>Nothing proved {cell} safe, and its numbers alone did not prove it a mine. Whether the mine count did, and the odds of a mine there, took too long to work out.</source>
            <translation>Nic nie dowodziło, że {cell} jest bezpieczne, a same jego liczby nie dowodziły miny. Czy dowodził tego licznik min i jakie były szanse miny, liczyłoby się za długo.</translation>
        </message>
        <message>
            <source>Nothing proved {cell} safe. Whether it was provably a mine took too long to work out.</source>
            <translation>Nic nie dowodziło, że {cell} jest bezpieczne. Czy dało się udowodnić minę, liczyłoby się za długo.</translation>
        </message>
        <message>
            <source>Nothing proved {cell} safe: opening it was a guess.</source>
            <translation>Nic nie dowodziło, że {cell} jest bezpieczne: odkrycie go było zgadywaniem.</translation>
        </message>
        <message>
            <source>Working out the odds took too long.</source>
            <translation>Obliczenie szans trwało za długo.</translation>
        </message>
        <message>
            <source>Of all the ways to place the mines that fit the numbers and the mine count, {percent} put a mine on {cell}.</source>
            <translation>Ze wszystkich układów min pasujących do liczb i licznika min {percent} ma minę tutaj: {cell}.</translation>
        </message>
        <message>
            <source>Finding the easiest deduction in that position took too long.</source>
            <translation>Znalezienie najłatwiejszej dedukcji w tej pozycji trwało za długo.</translation>
        </message>
        <message>
            <source>Nothing else could be proven in that position either: it needed a guess.</source>
            <translation>W tej pozycji nie dało się też udowodnić niczego innego: trzeba było zgadywać.</translation>
        </message>
        <message>
            <source>It was also the easiest deduction in that position: {cell} should have been flagged, not opened.</source>
            <translation>To była też najłatwiejsza dedukcja w tej pozycji: {cell} trzeba było oflagować, a nie odkrywać.</translation>
        </message>
        <message>
            <source>The easiest deduction available instead: {step}</source>
            <translation>Najłatwiejsza dostępna dedukcja zamiast tego: {step}</translation>
        </message>
        <message>
            <source>Showing it step by step took too long.</source>
            <translation>Pokazanie tego krok po kroku trwało za długo.</translation>
        </message>
        <message>
            <source>Its step-by-step proof is too long to show here.</source>
            <translation>Dowód krok po kroku jest za długi, by go tu pokazać.</translation>
        </message>
        <message>
            <source>Your flag at {flags} was not on a mine: the numbers proved {freed} safe.</source>
            <translation>Twoja flaga ({flags}) nie stała na minie: liczby dowiodły, że {freed} jest bezpieczne.</translation>
        </message>
        <message>
            <source>Your flags at {flags} were not on mines: the numbers proved {freed} safe.</source>
            <translation>Twoje flagi ({flags}) nie stały na minach: liczby dowiodły, że {freed} jest bezpieczne.</translation>
        </message>
        <message>
            <source>Your flag at {flags} was not on a mine; without it, {freed} was provably safe.</source>
            <translation>Twoja flaga ({flags}) nie stała na minie; bez niej dało się udowodnić, że {freed} jest bezpieczne.</translation>
        </message>
        <message>
            <source>Your flags at {flags} were not on mines; without them, {freed} was provably safe.</source>
            <translation>Twoje flagi ({flags}) nie stały na minach; bez nich dało się udowodnić, że {freed} jest bezpieczne.</translation>
        </message>
        <message>
            <source>Your flag at {flags} was not on a mine.</source>
            <translation>Twoja flaga ({flags}) nie stała na minie.</translation>
        </message>
        <message>
            <source>Your flags at {flags} were not on mines.</source>
            <translation>Twoje flagi ({flags}) nie stały na minach.</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>How to &amp;play…</source>
            <translation>&amp;Jak grać…</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nowa gra</translation>
        </message>
        <message>
            <source>&amp;System language</source>
            <translation>Język &amp;systemu</translation>
        </message>
        <message>
            <source>&amp;Question marks</source>
            <translation>&amp;Znaki zapytania</translation>
        </message>
        <message>
            <source>Hints without &amp;flags</source>
            <translation>Podpowiedzi bez &amp;flag</translation>
        </message>
        <message>
            <source>&amp;Auto-open trivially safe cells</source>
            <translation>&amp;Automatycznie odkrywaj oczywiście bezpieczne pola</translation>
        </message>
        <message>
            <source>&amp;Standard rules (competition: no help of any kind)</source>
            <translation>Zasady &amp;standardowe (zawody: żadnej pomocy)</translation>
        </message>
        <message>
            <source>Brief anno&amp;uncements (screen readers)</source>
            <translation>Krótkie &amp;komunikaty (czytniki ekranu)</translation>
        </message>
        <message>
            <source>&amp;Undo the mistake</source>
            <translation>&amp;Cofnij błąd</translation>
        </message>
        <message>
            <source>&amp;Retry this board</source>
            <translation>&amp;Powtórz tę planszę</translation>
        </message>
        <message>
            <source>Re&amp;view the game…</source>
            <translation>&amp;Przegląd gry…</translation>
        </message>
        <message>
            <source>Show the position before the &amp;mistake</source>
            <translation>Pokaż pozycję przed &amp;błędem</translation>
        </message>
        <message>
            <source>&amp;Any</source>
            <translation>&amp;Dowolna</translation>
        </message>
        <message>
            <source>&amp;Easy (one number at a time)</source>
            <translation>Ł&amp;atwa (jedna liczba naraz)</translation>
        </message>
        <message>
            <source>&amp;Hard (two numbers together)</source>
            <translation>&amp;Trudna (dwie liczby razem)</translation>
        </message>
        <message>
            <source>Hardes&amp;t (three+ numbers or the mine count)</source>
            <translation>&amp;Najtrudniejsza (trzy+ liczby lub liczba min)</translation>
        </message>
        <message>
            <source>&amp;System</source>
            <translation>&amp;Systemowy</translation>
        </message>
        <message>
            <source>&amp;Light</source>
            <translation>&amp;Jasny</translation>
        </message>
        <message>
            <source>&amp;Dark</source>
            <translation>&amp;Ciemny</translation>
        </message>
        <message>
            <source>&amp;High contrast</source>
            <translation>&amp;Wysoki kontrast</translation>
        </message>
        <message>
            <source>&amp;Off</source>
            <translation>&amp;Wyłączone</translation>
        </message>
        <message>
            <source>While a &amp;hint is shown</source>
            <translation>Gdy &amp;podpowiedź jest widoczna</translation>
        </message>
        <message>
            <source>&amp;Always</source>
            <translation>&amp;Zawsze</translation>
        </message>
        <message>
            <source>&amp;{level} ({width}x{height}, {mines} mines)</source>
            <translation>&amp;{level} ({width}x{height}, min: {mines})</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Gra</translation>
        </message>
        <message>
            <source>&amp;Options</source>
            <translation>&amp;Opcje</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Pomo&amp;c</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Podpowiedź</translation>
        </message>
        <message>
            <source>&amp;Check flags</source>
            <translation>&amp;Sprawdź flagi</translation>
        </message>
        <message>
            <source>&amp;Lessons…</source>
            <translation>&amp;Lekcje…</translation>
        </message>
        <message>
            <source>&amp;About</source>
            <translation>&amp;O programie</translation>
        </message>
        <message>
            <source>&amp;New game</source>
            <translation>&amp;Nowa gra</translation>
        </message>
        <message>
            <source>&amp;Logic</source>
            <translation>&amp;Logika</translation>
        </message>
        <message>
            <source>Cop&amp;y board id</source>
            <translation>&amp;Kopiuj identyfikator planszy</translation>
        </message>
        <message>
            <source>&amp;Open board id…</source>
            <translation>&amp;Otwórz identyfikator planszy…</translation>
        </message>
        <message>
            <source>&amp;Daily board</source>
            <translation>Plansza &amp;dnia</translation>
        </message>
        <message>
            <source>&amp;Custom…</source>
            <translation>&amp;Niestandardowy…</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>&amp;Statystyki…</translation>
        </message>
        <message>
            <source>&amp;Practice…</source>
            <translation>Ć&amp;wiczenia…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Zakończ</translation>
        </message>
        <message>
            <source>A&amp;nalysis (mine probabilities; marks the game as assisted)</source>
            <translation>An&amp;aliza (prawdopodobieństwa min; gra liczy się jako wspomagana)</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>&amp;Motyw</translation>
        </message>
        <message>
            <source>Colour-&amp;blind numbers</source>
            <translation>Liczby dla &amp;daltonistów</translation>
        </message>
        <message>
            <source>Coo&amp;rdinates</source>
            <translation>&amp;Współrzędne</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Język</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>Po&amp;większ</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>Po&amp;mniejsz</translation>
        </message>
        <message>
            <source>Actual si&amp;ze</source>
            <translation>Rozmiar &amp;rzeczywisty</translation>
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
            <translation>błędna flaga</translation>
        </message>
        <message>
            <source>the move that lost</source>
            <translation>ruch, który przegrał</translation>
        </message>
        <message>
            <source>where you asked for a hint</source>
            <translation>miejsce, gdzie prosiłeś o podpowiedź</translation>
        </message>
        <message>
            <source>a guess where a forced move was there</source>
            <translation>zgadywanie, choć był wymuszony ruch</translation>
        </message>
        <message>
            <source>Right: the cell at {cell} is a mine.</source>
            <translation>Dobrze: {cell} jest miną.</translation>
        </message>
        <message>
            <source>Right: the cell at {cell} is safe.</source>
            <translation>Dobrze: {cell} jest bezpieczne.</translation>
        </message>
        <message>
            <source>The easiest proof here is about another cell.</source>
            <translation>Najłatwiejszy dowód dotyczy tu innego pola.</translation>
        </message>
        <message>
            <source>Wrong: the cell at {cell} is safe, not a mine.</source>
            <translation>Źle: {cell} jest bezpieczne, nie jest miną.</translation>
        </message>
        <message>
            <source>Wrong: the cell at {cell} is a mine.</source>
            <translation>Źle: {cell} jest miną.</translation>
        </message>
        <message>
            <source>Not proven: nothing here shows that the cell at {cell} is a mine; a guess.</source>
            <translation>Nieudowodnione: nic tu nie pokazuje, że {cell} jest miną; to zgadywanie.</translation>
        </message>
        <message>
            <source>Not proven: nothing here shows that the cell at {cell} is safe; a guess.</source>
            <translation>Nieudowodnione: nic tu nie pokazuje, że {cell} jest bezpieczne; to zgadywanie.</translation>
        </message>
        <message>
            <source>A move this position proves: {step}</source>
            <translation>Ruch, którego dowodzi ta pozycja: {step}</translation>
        </message>
        <message>
            <source>The practice file could not be read ({error}); it was kept as {file}.</source>
            <translation>Nie udało się odczytać pliku ćwiczeń ({error}); zachowano go jako {file}.</translation>
        </message>
        <message>
            <source>Practice results are kept in memory only: {error}.</source>
            <translation>Wyniki ćwiczeń są przechowywane tylko w pamięci: {error}.</translation>
        </message>
        <message>
            <source>Practice results could not be read: {error}.</source>
            <translation>Nie udało się odczytać wyników ćwiczeń: {error}.</translation>
        </message>
        <message>
            <source>Some values in the practice file are impossible (a rating or an answer that cannot be); they are left out, and new answers are saved as usual.</source>
            <translation>Niektóre wartości w pliku ćwiczeń są niemożliwe (ranking lub odpowiedź, które nie mogą istnieć); pominięto je, a nowe odpowiedzi są zapisywane jak zwykle.</translation>
        </message>
        <message>
            <source>This answer could not be saved: {error}.</source>
            <translation>Nie udało się zapisać tej odpowiedzi: {error}.</translation>
        </message>
        <message>
            <source>Rating chart</source>
            <translation>Wykres rankingu</translation>
        </message>
        <message>
            <source>Your rating will show here after your first puzzle.</source>
            <translation>Twój ranking pojawi się tu po pierwszej łamigłówce.</translation>
        </message>
        <message numerus="yes">
            <source>Your rating after each of %n rated puzzle(s)</source>
            <translation>
                <numerusform>Twój ranking po każdej z %n ocenionej łamigłówki</numerusform>
                <numerusform>Twój ranking po każdej z %n ocenionych łamigłówek</numerusform>
                <numerusform>Twój ranking po każdej z %n ocenionych łamigłówek</numerusform>
            </translation>
        </message>
        <message>
            <source>Looking through your recent games for moves to practise…</source>
            <translation>Szukam w twoich ostatnich grach ruchów do przećwiczenia…</translation>
        </message>
        <message>
            <source>Looking for a puzzle near your rating…</source>
            <translation>Szukam łamigłówki blisko twojego rankingu…</translation>
        </message>
        <message>
            <source>No puzzles from your own games yet: positions where you lost, flagged wrongly, guessed past a forced move or asked for a hint show up here.</source>
            <translation>Nie ma jeszcze łamigłówek z twoich gier: pojawią się tu pozycje, w których przegrałeś, postawiłeś błędną flagę, zgadywałeś mimo wymuszonego ruchu lub prosiłeś o podpowiedź.</translation>
        </message>
        <message>
            <source>From your game of {date}, before move {move}: {reason}.</source>
            <translation>Z twojej gry z {date}, przed ruchem {move}: {reason}.</translation>
        </message>
        <message>
            <source>No puzzle could be found: {reason}</source>
            <translation>Nie znaleziono łamigłówki: {reason}</translation>
        </message>
        <message>
            <source>A puzzle, rated {rating}.</source>
            <translation>Łamigłówka z rankingiem {rating}.</translation>
        </message>
        <message>
            <source>A puzzle for {technique}, rated {rating}.</source>
            <translation>Łamigłówka na technikę: {technique}, ranking {rating}.</translation>
        </message>
        <message numerus="yes">
            <source>{intro} %n mine(s), {flags} of them flagged (every flag is right). Find a cell this position proves: click or press Space to open a safe cell, right-click or press F to flag a mine.</source>
            <translation>
                <numerusform>{intro} %n mina, oflagowanych {flags} (każda flaga jest dobra). Znajdź pole, którego dowodzi ta pozycja: kliknij lub naciśnij spację, by odkryć bezpieczne pole, prawym przyciskiem lub klawiszem F oflaguj minę.</numerusform>
                <numerusform>{intro} %n miny, oflagowanych {flags} (każda flaga jest dobra). Znajdź pole, którego dowodzi ta pozycja: kliknij lub naciśnij spację, by odkryć bezpieczne pole, prawym przyciskiem lub klawiszem F oflaguj minę.</numerusform>
                <numerusform>{intro} %n min, oflagowanych {flags} (każda flaga jest dobra). Znajdź pole, którego dowodzi ta pozycja: kliknij lub naciśnij spację, by odkryć bezpieczne pole, prawym przyciskiem lub klawiszem F oflaguj minę.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{intro} %n mine(s). Find a cell this position proves: click or press Space to open a safe cell, right-click or press F to flag a mine.</source>
            <translation>
                <numerusform>{intro} %n mina. Znajdź pole, którego dowodzi ta pozycja: kliknij lub naciśnij spację, by odkryć bezpieczne pole, prawym przyciskiem lub klawiszem F oflaguj minę.</numerusform>
                <numerusform>{intro} %n miny. Znajdź pole, którego dowodzi ta pozycja: kliknij lub naciśnij spację, by odkryć bezpieczne pole, prawym przyciskiem lub klawiszem F oflaguj minę.</numerusform>
                <numerusform>{intro} %n min. Znajdź pole, którego dowodzi ta pozycja: kliknij lub naciśnij spację, by odkryć bezpieczne pole, prawym przyciskiem lub klawiszem F oflaguj minę.</numerusform>
            </translation>
        </message>
        <message>
            <source>Technique: {technique}.</source>
            <translation>Technika: {technique}.</translation>
        </message>
        <message>
            <source>Patterns: {patterns}.</source>
            <translation>Wzorce: {patterns}.</translation>
        </message>
        <message>
            <source>Try again (not rated).</source>
            <translation>Spróbuj ponownie (bez oceny).</translation>
        </message>
        <message>
            <source>Lesson {number} of {count}: {title}.</source>
            <translation>Lekcja {number} z {count}: {title}.</translation>
        </message>
        <message>
            <source>Your rating: {rating} ± {deviation}</source>
            <translation>Twój ranking: {rating} ± {deviation}</translation>
        </message>
        <message>
            <source>(not rated: tried before)</source>
            <translation>(bez oceny: już próbowane)</translation>
        </message>
        <message>
            <source>No puzzles answered yet.</source>
            <translation>Brak odpowiedzi na łamigłówki.</translation>
        </message>
        <message>
            <source>Right the first time: {list}</source>
            <translation>Dobrze za pierwszym razem: {list}</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>Witaj</translation>
        </message>
        <message>
            <source>New to Minesweeper, or to solving it without guessing? A short tutorial shows the rules and then one technique at a time, on small boards. You can open it later from Help &gt; Lessons.</source>
            <translation>Nowy w Saperze albo w rozwiązywaniu bez zgadywania? Krótki samouczek pokazuje zasady, a potem po jednej technice, na małych planszach. Możesz go otworzyć później przez Pomoc &gt; Lekcje.</translation>
        </message>
        <message>
            <source>Show me the lessons</source>
            <translation>Pokaż mi lekcje</translation>
        </message>
        <message>
            <source>Not now</source>
            <translation>Nie teraz</translation>
        </message>
        <message>
            <source>Every technique</source>
            <translation>Każda technika</translation>
        </message>
        <message>
            <source>One number (single)</source>
            <translation>Jedna liczba (pojedyncza)</translation>
        </message>
        <message>
            <source>Two numbers (pair)</source>
            <translation>Dwie liczby (para)</translation>
        </message>
        <message>
            <source>Three or more numbers (chain)</source>
            <translation>Trzy lub więcej liczb (łańcuch)</translation>
        </message>
        <message>
            <source>The mine count</source>
            <translation>Liczba min</translation>
        </message>
        <message>
            <source>From your own games</source>
            <translation>Z twoich gier</translation>
        </message>
        <message>
            <source>one number</source>
            <translation>jedna liczba</translation>
        </message>
        <message>
            <source>two numbers together</source>
            <translation>dwie liczby razem</translation>
        </message>
        <message>
            <source>three or more numbers together</source>
            <translation>trzy lub więcej liczb razem</translation>
        </message>
        <message>
            <source>the mine count</source>
            <translation>liczba min</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>Ćwiczenia</translation>
        </message>
        <message>
            <source>Technique</source>
            <translation>Technika</translation>
        </message>
        <message>
            <source>&amp;Next puzzle</source>
            <translation>&amp;Następna łamigłówka</translation>
        </message>
        <message>
            <source>&amp;Try again</source>
            <translation>&amp;Spróbuj ponownie</translation>
        </message>
        <message>
            <source>&amp;Lessons</source>
            <translation>&amp;Lekcje</translation>
        </message>
        <message>
            <source>Technique:</source>
            <translation>Technika:</translation>
        </message>
        <message>
            <source>&amp;Practice</source>
            <translation>Ć&amp;wiczenia</translation>
        </message>
        <message>
            <source>&amp;Next lesson</source>
            <translation>&amp;Następna lekcja</translation>
        </message>
        <message>
            <source>One number</source>
            <translation>Jedna liczba</translation>
        </message>
        <message>
            <source>Two numbers together</source>
            <translation>Dwie liczby razem</translation>
        </message>
        <message>
            <source>Three or more numbers</source>
            <translation>Trzy lub więcej liczb</translation>
        </message>
        <message>
            <source>Practice rating chart</source>
            <translation>Wykres rankingu ćwiczeń</translation>
        </message>
        <message numerus="yes">
            <source>Rating {rating} after %n rated puzzle(s)</source>
            <translation>
                <numerusform>Ranking {rating} po %n ocenionej łamigłówce</numerusform>
                <numerusform>Ranking {rating} po %n ocenionych łamigłówkach</numerusform>
                <numerusform>Ranking {rating} po %n ocenionych łamigłówkach</numerusform>
            </translation>
        </message>
        <message>
            <source>No rated puzzles yet</source>
            <translation>Brak ocenionych łamigłówek</translation>
        </message>
        <message>
            <source>Solve a practice puzzle (Game &gt; Practice…) to see your rating here.</source>
            <translation>Rozwiąż łamigłówkę (Gra &gt; Ćwiczenia…), by zobaczyć tu swój ranking.</translation>
        </message>
        <message>
            <source>rating after each of {count} rated puzzles, oldest left (everyone starts at {start})</source>
            <translation>ranking po każdej z {count} ocenionych łamigłówek, najstarsze po lewej (każdy zaczyna od {start})</translation>
        </message>
        <message>
            <source>Right the first time, per technique (retries are not counted):</source>
            <translation>Dobrze za pierwszym razem, według techniki (powtórki się nie liczą):</translation>
        </message>
        <message>
            <source>Accuracy per technique</source>
            <translation>Trafność według techniki</translation>
        </message>
        <message>
            <source>Puzzles</source>
            <translation>Łamigłówki</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Dobrze</translation>
        </message>
        <message>
            <source>Accuracy</source>
            <translation>Trafność</translation>
        </message>
        <message numerus="yes">
            <source>Your practice rating: {rating} ± {deviation} after %n rated puzzle(s).</source>
            <translation>
                <numerusform>Twój ranking ćwiczeń: {rating} ± {deviation} po %n ocenionej łamigłówce.</numerusform>
                <numerusform>Twój ranking ćwiczeń: {rating} ± {deviation} po %n ocenionych łamigłówkach.</numerusform>
                <numerusform>Twój ranking ćwiczeń: {rating} ± {deviation} po %n ocenionych łamigłówkach.</numerusform>
            </translation>
        </message>
        <message>
            <source>No practice yet. Game &gt; Practice… trains one technique at a time with puzzles near your rating.</source>
            <translation>Jeszcze nie ćwiczyłeś. Gra &gt; Ćwiczenia… trenuje jedną technikę naraz łamigłówkami blisko twojego rankingu.</translation>
        </message>
    </context>
    <context>
        <name>Replays</name>
        <message>
            <source>{name} is not a replay this game reads ({types}).</source>
            <translation>{name} nie jest powtórką, którą ta gra czyta ({types}).</translation>
        </message>
        <message>
            <source>{file} cannot be opened: {reason}.</source>
            <translation>Nie można otworzyć {file}: {reason}.</translation>
        </message>
        <message>
            <source>{file} is not a file.</source>
            <translation>{file} nie jest plikiem.</translation>
        </message>
        <message>
            <source>{name} is empty.</source>
            <translation>{name} jest pusty.</translation>
        </message>
        <message>
            <source>{name} is too large to be a replay ({size} bytes).</source>
            <translation>{name} jest za duży, by był powtórką ({size} bajtów).</translation>
        </message>
        <message>
            <source>Reading {name} took too long; it is not a replay.</source>
            <translation>Czytanie {name} trwało za długo; to nie jest powtórka.</translation>
        </message>
        <message>
            <source>The replay reader could not start: {error}.</source>
            <translation>Nie udało się uruchomić czytnika powtórek: {error}.</translation>
        </message>
        <message>
            <source>{name} is damaged or not a replay ({error}).</source>
            <translation>{name} jest uszkodzony lub nie jest powtórką ({error}).</translation>
        </message>
        <message>
            <source>{name} is damaged: its header gives a 3BV of {said}, its board has {bv}.</source>
            <translation>{name} jest uszkodzony: nagłówek podaje 3BV {said}, a plansza ma {bv}.</translation>
        </message>
        <message>
            <source>{name} is damaged: its header gives a time of {said} s, but its events end at {end} s.</source>
            <translation>{name} jest uszkodzony: nagłówek podaje czas {said} s, ale zdarzenia kończą się na {end} s.</translation>
        </message>
        <message>
            <source>{name} is damaged or not a {suffix} replay (the reader stopped{signal}).</source>
            <translation>{name} jest uszkodzony lub nie jest powtórką {suffix} (czytnik się zatrzymał{signal}).</translation>
        </message>
        <message>
            <source>exit status {code}</source>
            <translation>kod wyjścia {code}</translation>
        </message>
        <message>
            <source>{name} could not be read: {reason}.</source>
            <translation>Nie udało się odczytać {name}: {reason}.</translation>
        </message>
        <message>
            <source>The replay recorder could not start: {error}.</source>
            <translation>Nie udało się uruchomić nagrywania powtórki: {error}.</translation>
        </message>
        <message>
            <source>The replay recorder stopped; this game is not recorded.</source>
            <translation>Nagrywanie powtórki zatrzymało się; ta gra nie jest nagrywana.</translation>
        </message>
        <message>
            <source>Nothing was recorded.</source>
            <translation>Nic nie nagrano.</translation>
        </message>
        <message>
            <source>The replay recorder did not answer in time.</source>
            <translation>Nagrywanie powtórki nie odpowiedziało na czas.</translation>
        </message>
        <message>
            <source>The replay was not saved: {reason}.</source>
            <translation>Powtórki nie zapisano: {reason}.</translation>
        </message>
        <message>
            <source>the game is not over</source>
            <translation>gra się nie skończyła</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>dysk jest pełny</translation>
        </message>
        <message>
            <source>the folder is read-only</source>
            <translation>folder jest tylko do odczytu</translation>
        </message>
        <message>
            <source>the recorder stopped (status {code})</source>
            <translation>nagrywanie się zatrzymało (status {code})</translation>
        </message>
        <message>
            <source>{name} has no event data to play back.</source>
            <translation>{name} nie ma danych zdarzeń do odtworzenia.</translation>
        </message>
        <message>
            <source>{name} has no opened cell to review.</source>
            <translation>{name} nie ma odkrytego pola do przeglądu.</translation>
        </message>
        <message>
            <source>{name} cannot be reviewed: {reason}</source>
            <translation>Nie można przejrzeć {name}: {reason}</translation>
        </message>
        <message>
            <source>Open replay</source>
            <translation>Otwórz powtórkę</translation>
        </message>
        <message>
            <source>{name} could not be opened: {error}</source>
            <translation>Nie udało się otworzyć {name}: {error}</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Plik</translation>
        </message>
        <message>
            <source>&amp;Open replay…</source>
            <translation>&amp;Otwórz powtórkę…</translation>
        </message>
        <message>
            <source>&amp;Save replay as…</source>
            <translation>&amp;Zapisz powtórkę jako…</translation>
        </message>
        <message>
            <source>The replay of this game was not saved: {problem}</source>
            <translation>Powtórki tej gry nie zapisano: {problem}</translation>
        </message>
        <message>
            <source>No game has been recorded yet.</source>
            <translation>Nie nagrano jeszcze żadnej gry.</translation>
        </message>
        <message>
            <source>Save replay as</source>
            <translation>Zapisz powtórkę jako</translation>
        </message>
        <message>
            <source>The replay could not be saved to {file}: {reason}.</source>
            <translation>Nie udało się zapisać powtórki do {file}: {reason}.</translation>
        </message>
        <message>
            <source>Save replay</source>
            <translation>Zapisz powtórkę</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Czas</translation>
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
            <translation>Kliknięcia (L/P/D)</translation>
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
            <translation>Poprawność</translation>
        </message>
        <message>
            <source>Throughput</source>
            <translation>Przepustowość</translation>
        </message>
        <message>
            <source>Path</source>
            <translation>Ścieżka</translation>
        </message>
        <message>
            <source>{pixels} px</source>
            <translation>{pixels} px</translation>
        </message>
        <message>
            <source>won</source>
            <translation>wygrana</translation>
        </message>
        <message>
            <source>not finished</source>
            <translation>nieukończona</translation>
        </message>
        <message>
            <source>{player} · {width}x{height}, {mines} mines · {seconds} s, {result} · .{format} ({software})</source>
            <translation>{player} · {width}x{height}, min: {mines} · {seconds} s, {result} · .{format} ({software})</translation>
        </message>
        <message>
            <source>unknown player</source>
            <translation>nieznany gracz</translation>
        </message>
        <message>
            <source>unknown program</source>
            <translation>nieznany program</translation>
        </message>
        <message>
            <source>Replay – {name}</source>
            <translation>Powtórka – {name}</translation>
        </message>
        <message>
            <source>The board stops following this replay: {problem}</source>
            <translation>Plansza przestaje śledzić tę powtórkę: {problem}</translation>
        </message>
        <message>
            <source>Previous click (Left; Shift+Left: previous mouse event)</source>
            <translation>Poprzednie kliknięcie (Lewo; Shift+Lewo: poprzednie zdarzenie myszy)</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Odtwórz</translation>
        </message>
        <message>
            <source>Play or pause (Space)</source>
            <translation>Odtwórz lub wstrzymaj (Spacja)</translation>
        </message>
        <message>
            <source>Next click (Right; Shift+Right: next mouse event)</source>
            <translation>Następne kliknięcie (Prawo; Shift+Prawo: następne zdarzenie myszy)</translation>
        </message>
        <message>
            <source>Review…</source>
            <translation>Przegląd…</translation>
        </message>
        <message>
            <source>Judge every click: forced by logic, a guess, or a mistake</source>
            <translation>Oceń każde kliknięcie: wymuszone logiką, zgadywanie czy błąd</translation>
        </message>
        <message>
            <source>Previous click</source>
            <translation>Poprzednie kliknięcie</translation>
        </message>
        <message>
            <source>Next click</source>
            <translation>Następne kliknięcie</translation>
        </message>
        <message>
            <source>Replay time</source>
            <translation>Czas powtórki</translation>
        </message>
        <message>
            <source>Speed:</source>
            <translation>Szybkość:</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pauza</translation>
        </message>
        <message>
            <source>Play the selected game back, with its counters</source>
            <translation>Odtwórz wybraną grę z jej licznikami</translation>
        </message>
        <message>
            <source>Export replays…</source>
            <translation>Eksportuj powtórki…</translation>
        </message>
        <message>
            <source>Copy the .evf replays of the games shown to a folder</source>
            <translation>Skopiuj powtórki .evf pokazanych gier do folderu</translation>
        </message>
        <message>
            <source>None of the games shown has a replay.</source>
            <translation>Żadna z pokazanych gier nie ma powtórki.</translation>
        </message>
        <message>
            <source>Export replays</source>
            <translation>Eksportuj powtórki</translation>
        </message>
        <message>
            <source>Export replays to</source>
            <translation>Eksportuj powtórki do</translation>
        </message>
        <message numerus="yes">
            <source>%n replay(s) exported to {folder}.</source>
            <translation>
                <numerusform>%n powtórkę wyeksportowano do {folder}.</numerusform>
                <numerusform>%n powtórki wyeksportowano do {folder}.</numerusform>
                <numerusform>%n powtórek wyeksportowano do {folder}.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>The first click was at {cell}, but this board starts at {start}.</source>
            <translation>Pierwsze kliknięcie: {cell}, a ta plansza zaczyna się od: {start}.</translation>
        </message>
        <message>
            <source>A move at {cell} is off the board.</source>
            <translation>Ruch poza planszą: {cell}.</translation>
        </message>
        <message>
            <source>Why: {reason}</source>
            <translation>Dlaczego: {reason}</translation>
        </message>
        <message>
            <source>first click</source>
            <translation>pierwsze kliknięcie</translation>
        </message>
        <message>
            <source>forced</source>
            <translation>wymuszony</translation>
        </message>
        <message>
            <source>lucky guess</source>
            <translation>szczęśliwy traf</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>błąd</translation>
        </message>
        <message>
            <source>other</source>
            <translation>inny</translation>
        </message>
        <message numerus="yes">
            <source>Won in {seconds} s, %n move(s);</source>
            <translation>
                <numerusform>Wygrana w {seconds} s, %n ruch;</numerusform>
                <numerusform>Wygrana w {seconds} s, %n ruchy;</numerusform>
                <numerusform>Wygrana w {seconds} s, %n ruchów;</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Lost in {seconds} s, %n move(s);</source>
            <translation>
                <numerusform>Przegrana w {seconds} s, %n ruch;</numerusform>
                <numerusform>Przegrana w {seconds} s, %n ruchy;</numerusform>
                <numerusform>Przegrana w {seconds} s, %n ruchów;</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Not finished in {seconds} s, %n move(s);</source>
            <translation>
                <numerusform>Nieukończona po {seconds} s, %n ruch;</numerusform>
                <numerusform>Nieukończona po {seconds} s, %n ruchy;</numerusform>
                <numerusform>Nieukończona po {seconds} s, %n ruchów;</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n forced,</source>
            <translation>
                <numerusform>%n wymuszony,</numerusform>
                <numerusform>%n wymuszone,</numerusform>
                <numerusform>%n wymuszonych,</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n lucky guess(es),</source>
            <translation>
                <numerusform>%n szczęśliwy traf,</numerusform>
                <numerusform>%n szczęśliwe trafy,</numerusform>
                <numerusform>%n szczęśliwych trafów,</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mistake(s).</source>
            <translation>
                <numerusform>%n błąd.</numerusform>
                <numerusform>%n błędy.</numerusform>
                <numerusform>%n błędów.</numerusform>
            </translation>
        </message>
        <message>
            <source>Every move you could prove, you made by logic.</source>
            <translation>Każdy ruch, który dało się udowodnić, wykonałeś logicznie.</translation>
        </message>
        <message>
            <source>Move {number} was the first the numbers did not prove, while a move they proved was there to make.</source>
            <translation>Ruch {number} był pierwszym, którego liczby nie dowodziły, choć był do wykonania ruch udowodniony.</translation>
        </message>
        <message>
            <source>under 1%</source>
            <translation>poniżej 1%</translation>
        </message>
        <message>
            <source>over 99%</source>
            <translation>powyżej 99%</translation>
        </message>
        <message>
            <source>The numbers proved it.</source>
            <translation>Liczby tego dowiodły.</translation>
        </message>
        <message>
            <source>The chance of a mine there was {percent}.</source>
            <translation>Szansa na minę w tym miejscu wynosiła {percent}.</translation>
        </message>
        <message>
            <source>After the end of the game.</source>
            <translation>Po końcu gry.</translation>
        </message>
        <message>
            <source>The first click at {cell} opened a single {value}.</source>
            <translation>Pierwsze kliknięcie, {cell}, odkryło tylko jedną liczbę: {value}.</translation>
        </message>
        <message>
            <source>The first click at {cell}: it always opens an area.</source>
            <translation>Pierwsze kliknięcie, {cell}: zawsze odkrywa obszar.</translation>
        </message>
        <message>
            <source>The hint took the wrong flag off {cell}.</source>
            <translation>Podpowiedź zdjęła błędną flagę z: {cell}.</translation>
        </message>
        <message>
            <source>The hint flagged {cell}, which was proven.</source>
            <translation>Podpowiedź oflagowała {cell}, co było udowodnione.</translation>
        </message>
        <message>
            <source>The hint opened {cell}, which was proven.</source>
            <translation>Podpowiedź odkryła {cell}, co było udowodnione.</translation>
        </message>
        <message>
            <source>Took the flag off {cell} (it was right).</source>
            <translation>Zdjęto flagę z: {cell} (była dobra).</translation>
        </message>
        <message>
            <source>Took the flag off {cell} (it was wrong).</source>
            <translation>Zdjęto flagę z: {cell} (była błędna).</translation>
        </message>
        <message>
            <source>A question mark on {cell}.</source>
            <translation>Znak zapytania: {cell}.</translation>
        </message>
        <message>
            <source>Took the question mark off {cell}.</source>
            <translation>Zdjęto znak zapytania z: {cell}.</translation>
        </message>
        <message>
            <source>Nothing changed at {cell}.</source>
            <translation>Nic się nie zmieniło: {cell}.</translation>
        </message>
        <message>
            <source>A click at {cell} that opened nothing.</source>
            <translation>Kliknięcie, które niczego nie odkryło: {cell}.</translation>
        </message>
        <message>
            <source>Opened {cell}: it was a mine.</source>
            <translation>Odkryto {cell}: to była mina.</translation>
        </message>
        <message>
            <source>A chord on the number at {cell} opened a mine at {mine}.</source>
            <translation>Akord na liczbie ({cell}) odkrył minę: {mine}.</translation>
        </message>
        <message>
            <source>Opened {cell}: it was provably safe.</source>
            <translation>Odkryto {cell}: było na pewno bezpieczne.</translation>
        </message>
        <message>
            <source>A chord on the number at {cell}: it was provably safe.</source>
            <translation>Akord na liczbie ({cell}): był na pewno bezpieczny.</translation>
        </message>
        <message>
            <source>A chord on the number at {cell}: every cell it opened was provably safe.</source>
            <translation>Akord na liczbie ({cell}): każde odkryte pole było na pewno bezpieczne.</translation>
        </message>
        <message>
            <source>A chord on the number at {cell}: a guess that happened to be safe; nothing proved it yet.</source>
            <translation>Akord na liczbie ({cell}): zgadywanie, które okazało się bezpieczne; nic jeszcze tego nie dowodziło.</translation>
        </message>
        <message>
            <source>Opened {cell}: a guess that happened to be safe; nothing proved it yet.</source>
            <translation>Odkryto {cell}: zgadywanie, które okazało się bezpieczne; nic jeszcze tego nie dowodziło.</translation>
        </message>
        <message>
            <source>Flagged {cell}, but the numbers proved it safe.</source>
            <translation>Oflagowano {cell}, ale liczby dowodziły, że jest bezpieczne.</translation>
        </message>
        <message>
            <source>Flagged {cell}, but there is no mine there.</source>
            <translation>Oflagowano {cell}, ale nie ma tam miny.</translation>
        </message>
        <message>
            <source>Flagged {cell}: it was a proven mine.</source>
            <translation>Oflagowano {cell}: to była udowodniona mina.</translation>
        </message>
        <message>
            <source>Flagged {cell} before the first click: a guess.</source>
            <translation>Oflagowano {cell} przed pierwszym kliknięciem: zgadywanie.</translation>
        </message>
        <message>
            <source>Flagged {cell}: a guess that happened to be right; nothing proved it yet.</source>
            <translation>Oflagowano {cell}: zgadywanie, które okazało się trafne; nic jeszcze tego nie dowodziło.</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>Game review – {title}</source>
            <translation>Przegląd gry – {title}</translation>
        </message>
        <message>
            <source>Game review</source>
            <translation>Przegląd gry</translation>
        </message>
        <message>
            <source>Reviewing the game…</source>
            <translation>Przeglądam grę…</translation>
        </message>
        <message>
            <source>Previous step (Left)</source>
            <translation>Poprzedni krok (Lewo)</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>Krok</translation>
        </message>
        <message>
            <source>Next step (Right)</source>
            <translation>Następny krok (Prawo)</translation>
        </message>
        <message>
            <source>First unproven move</source>
            <translation>Pierwszy nieudowodniony ruch</translation>
        </message>
        <message>
            <source>Show the logic (the solver's way through this board)</source>
            <translation>Pokaż logikę (drogę solvera przez tę planszę)</translation>
        </message>
        <message>
            <source>Reviewing the game… move {move} of {total}</source>
            <translation>Przeglądam grę… ruch {move} z {total}</translation>
        </message>
        <message>
            <source>Working out the solver's way through this board…</source>
            <translation>Wyznaczam drogę solvera przez tę planszę…</translation>
        </message>
        <message numerus="yes">
            <source>End (%n move(s))</source>
            <translation>
                <numerusform>Koniec (%n ruch)</numerusform>
                <numerusform>Koniec (%n ruchy)</numerusform>
                <numerusform>Koniec (%n ruchów)</numerusform>
            </translation>
        </message>
        <message>
            <source>Move {number} of {count}</source>
            <translation>Ruch {number} z {count}</translation>
        </message>
        <message numerus="yes">
            <source>End (%n step(s))</source>
            <translation>
                <numerusform>Koniec (%n krok)</numerusform>
                <numerusform>Koniec (%n kroki)</numerusform>
                <numerusform>Koniec (%n kroków)</numerusform>
            </translation>
        </message>
        <message>
            <source>The solver is through: every safe cell is open.</source>
            <translation>Solver skończył: każde bezpieczne pole jest odkryte.</translation>
        </message>
        <message>
            <source>Nothing more can be proven from here.</source>
            <translation>Stąd nie da się już niczego udowodnić.</translation>
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
            <translation>Bezpieczne: {cell}</translation>
        </message>
        <message>
            <source>(with the mine count)</source>
            <translation>(z licznikiem min)</translation>
        </message>
        <message>
            <source>{taken} s · at {at} s</source>
            <translation>{taken} s · w {at} s</translation>
        </message>
        <message>
            <source>The first move the numbers did not prove. What could be proven instead (green, from the blue numbers):</source>
            <translation>Pierwszy ruch, którego liczby nie dowodziły. Co zamiast tego dało się udowodnić (na zielono, z niebieskich liczb):</translation>
        </message>
        <message>
            <source>The first move the numbers did not prove. What could be proven instead (from the blue numbers):</source>
            <translation>Pierwszy ruch, którego liczby nie dowodziły. Co zamiast tego dało się udowodnić (z niebieskich liczb):</translation>
        </message>
        <message>
            <source>A forced move was there instead (green), e.g. {cells}.</source>
            <translation>Zamiast tego był wymuszony ruch (na zielono), np. {cells}.</translation>
        </message>
        <message>
            <source>Forced</source>
            <translation>Wymuszone</translation>
        </message>
        <message>
            <source>Lucky guesses</source>
            <translation>Szczęśliwe trafy</translation>
        </message>
        <message>
            <source>Mistakes</source>
            <translation>Błędy</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>the disk is full</source>
            <translation>dysk jest pełny</translation>
        </message>
        <message>
            <source>the folder is read-only</source>
            <translation>folder jest tylko do odczytu</translation>
        </message>
        <message>
            <source>the folder cannot be written ({detail})</source>
            <translation>nie można zapisać w folderze ({detail})</translation>
        </message>
        <message>
            <source>The settings file could not be read; defaults are used, and the file is kept beside the new one when a setting is saved.</source>
            <translation>Nie udało się odczytać pliku ustawień; używane są domyślne, a plik zostanie zachowany obok nowego przy zapisie ustawienia.</translation>
        </message>
        <message>
            <source>Your settings could not be saved: {cause} ({folder}). The settings saved before are kept, and your changes last until the game closes.</source>
            <translation>Nie udało się zapisać ustawień: {cause} ({folder}). Wcześniej zapisane ustawienia zostają, a twoje zmiany obowiązują do zamknięcia gry.</translation>
        </message>
        <message>
            <source>Some settings had values this game cannot use ({settings}); their defaults are used until the game closes, and the file was left as it is: {cause}.</source>
            <translation>Niektóre ustawienia miały wartości, których ta gra nie może użyć ({settings}); do zamknięcia gry obowiązują ich wartości domyślne, a plik pozostawiono bez zmian: {cause}.</translation>
        </message>
        <message>
            <source>Some settings had values this game cannot use and were set back to their defaults: {settings}. Your other settings are kept; the file as it was is kept as {file} in {folder}.</source>
            <translation>Niektóre ustawienia miały wartości, których ta gra nie może użyć, i przywrócono ich wartości domyślne: {settings}. Pozostałe ustawienia zostają zachowane; plik w poprzedniej postaci zachowano jako {file} w {folder}.</translation>
        </message>
    </context>
    <context>
        <name>Speech</name>
        <message>
            <source>Left button down</source>
            <translation>Lewy przycisk wciśnięty</translation>
        </message>
        <message>
            <source>Left button up</source>
            <translation>Lewy przycisk puszczony</translation>
        </message>
        <message>
            <source>Right button down</source>
            <translation>Prawy przycisk wciśnięty</translation>
        </message>
        <message>
            <source>Right button up</source>
            <translation>Prawy przycisk puszczony</translation>
        </message>
        <message>
            <source>Middle button down</source>
            <translation>Środkowy przycisk wciśnięty</translation>
        </message>
        <message>
            <source>Middle button up</source>
            <translation>Środkowy przycisk puszczony</translation>
        </message>
        <message>
            <source>Pointer moved</source>
            <translation>Wskaźnik przesunięty</translation>
        </message>
        <message>
            <source>{seconds} of {total} s, move {move} of {moves}.</source>
            <translation>{seconds} z {total} s, ruch {move} z {moves}.</translation>
        </message>
        <message>
            <source>A mine: game lost.</source>
            <translation>Mina: gra przegrana.</translation>
        </message>
        <message>
            <source>It opened: {state}.</source>
            <translation>Odkryło się: {state}.</translation>
        </message>
        <message>
            <source>Opened {cell}: {state}.</source>
            <translation>Odkryte {cell}: {state}.</translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s) opened.</source>
            <translation>
                <numerusform>%n pole odkryte.</numerusform>
                <numerusform>%n pola odkryte.</numerusform>
                <numerusform>%n pól odkrytych.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s) covered again.</source>
            <translation>
                <numerusform>%n pole znów zakryte.</numerusform>
                <numerusform>%n pola znów zakryte.</numerusform>
                <numerusform>%n pól znów zakrytych.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) placed.</source>
            <translation>
                <numerusform>%n flaga postawiona.</numerusform>
                <numerusform>%n flagi postawione.</numerusform>
                <numerusform>%n flag postawionych.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) removed.</source>
            <translation>
                <numerusform>%n flaga zdjęta.</numerusform>
                <numerusform>%n flagi zdjęte.</numerusform>
                <numerusform>%n flag zdjętych.</numerusform>
            </translation>
        </message>
        <message>
            <source>The board is cleared.</source>
            <translation>Plansza jest oczyszczona.</translation>
        </message>
        <message>
            <source>off the board</source>
            <translation>poza planszą</translation>
        </message>
        <message>
            <source>{action} at {cell}.</source>
            <translation>{action}: {cell}.</translation>
        </message>
        <message>
            <source>Playing.</source>
            <translation>Odtwarzanie.</translation>
        </message>
        <message>
            <source>Paused. {position}</source>
            <translation>Pauza. {position}</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>puste</translation>
        </message>
        <message>
            <source>covered</source>
            <translation>zakryte</translation>
        </message>
        <message>
            <source>flagged</source>
            <translation>oflagowane</translation>
        </message>
        <message>
            <source>question mark</source>
            <translation>znak zapytania</translation>
        </message>
        <message>
            <source>exploded mine</source>
            <translation>wybuchła mina</translation>
        </message>
        <message>
            <source>mine</source>
            <translation>mina</translation>
        </message>
        <message>
            <source>flagged, no mine</source>
            <translation>oflagowane, bez miny</translation>
        </message>
        <message>
            <source>above left</source>
            <translation>w lewo w górę</translation>
        </message>
        <message>
            <source>above</source>
            <translation>w górę</translation>
        </message>
        <message>
            <source>above right</source>
            <translation>w prawo w górę</translation>
        </message>
        <message>
            <source>left</source>
            <translation>w lewo</translation>
        </message>
        <message>
            <source>right</source>
            <translation>w prawo</translation>
        </message>
        <message>
            <source>below left</source>
            <translation>w lewo w dół</translation>
        </message>
        <message>
            <source>below</source>
            <translation>w dół</translation>
        </message>
        <message>
            <source>below right</source>
            <translation>w prawo w dół</translation>
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
            <translation>Plansza Sapera</translation>
        </message>
        <message>
            <source>{rows} by {columns}.</source>
            <translation>{rows} na {columns}.</translation>
        </message>
        <message numerus="yes">
            <source>%n row(s)</source>
            <translation>
                <numerusform>%n wiersz</numerusform>
                <numerusform>%n wiersze</numerusform>
                <numerusform>%n wierszy</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n column(s)</source>
            <translation>
                <numerusform>%n kolumna</numerusform>
                <numerusform>%n kolumny</numerusform>
                <numerusform>%n kolumn</numerusform>
            </translation>
        </message>
        <message>
            <source>Arrows move, Space opens, F flags. I reads the cell, L its row and column, N the cells around it, R its row, K its column, M the mines left, T the time, A repeats the last announcement. J, O and E jump to the hint's cell, the next covered cell and the next cell beside a number; G goes to a typed row and column.</source>
            <translation>Strzałki przesuwają, Spacja odkrywa, F stawia flagę. I czyta pole, L jego wiersz i kolumnę, N pola wokół, R jego wiersz, K jego kolumnę, M pozostałe miny, T czas, A powtarza ostatni komunikat. J, O i E skaczą do pola podpowiedzi, następnego zakrytego pola i następnego pola obok liczby; G przechodzi do wpisanego wiersza i kolumny.</translation>
        </message>
        <message>
            <source>{direction} {state}</source>
            <translation>{direction} {state}</translation>
        </message>
        <message>
            <source>Around {cell}: {cells}.</source>
            <translation>Wokół: {cell}: {cells}.</translation>
        </message>
        <message numerus="yes">
            <source>%n covered</source>
            <translation>
                <numerusform>%n zakryte</numerusform>
                <numerusform>%n zakryte</numerusform>
                <numerusform>%n zakrytych</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flagged</source>
            <translation>
                <numerusform>%n oflagowane</numerusform>
                <numerusform>%n oflagowane</numerusform>
                <numerusform>%n oflagowanych</numerusform>
            </translation>
        </message>
        <message>
            <source>numbers {numbers}</source>
            <translation>liczby {numbers}</translation>
        </message>
        <message numerus="yes">
            <source>%n empty</source>
            <translation>
                <numerusform>%n puste</numerusform>
                <numerusform>%n puste</numerusform>
                <numerusform>%n pustych</numerusform>
            </translation>
        </message>
        <message>
            <source>Around: {counts}.</source>
            <translation>Wokół: {counts}.</translation>
        </message>
        <message numerus="yes">
            <source>%n more flag(s) than mines.</source>
            <translation>
                <numerusform>O %n flagę więcej niż min.</numerusform>
                <numerusform>O %n flagi więcej niż min.</numerusform>
                <numerusform>O %n flag więcej niż min.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mine(s) left.</source>
            <translation>
                <numerusform>Została %n mina.</numerusform>
                <numerusform>Zostały %n miny.</numerusform>
                <numerusform>Zostało %n min.</numerusform>
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
            <translation>Jeszcze nic nie zostało powiedziane.</translation>
        </message>
        <message>
            <source>{state}.</source>
            <translation>{state}.</translation>
        </message>
        <message numerus="yes">
            <source>{state}, %n cell(s) opened.</source>
            <translation>
                <numerusform>{state}, odkryto %n pole.</numerusform>
                <numerusform>{state}, odkryto %n pola.</numerusform>
                <numerusform>{state}, odkryto %n pól.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s) opened around it.</source>
            <translation>
                <numerusform>Wokół odkryto %n pole.</numerusform>
                <numerusform>Wokół odkryto %n pola.</numerusform>
                <numerusform>Wokół odkryto %n pól.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Flagged, %n mine(s) left.</source>
            <translation>
                <numerusform>Oflagowano, została %n mina.</numerusform>
                <numerusform>Oflagowano, zostały %n miny.</numerusform>
                <numerusform>Oflagowano, zostało %n min.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Flag removed, %n mine(s) left.</source>
            <translation>
                <numerusform>Flagę zdjęto, została %n mina.</numerusform>
                <numerusform>Flagę zdjęto, zostały %n miny.</numerusform>
                <numerusform>Flagę zdjęto, zostało %n min.</numerusform>
            </translation>
        </message>
        <message>
            <source>Question mark.</source>
            <translation>Znak zapytania.</translation>
        </message>
        <message>
            <source>{cell} is already open.</source>
            <translation>{cell} jest już odkryte.</translation>
        </message>
        <message>
            <source>{cell} is open; only covered cells take a flag.</source>
            <translation>{cell} jest odkryte; flagę można postawić tylko na zakrytym polu.</translation>
        </message>
        <message>
            <source>{cell} is flagged; F removes the flag.</source>
            <translation>{cell} ma flagę; F ją zdejmuje.</translation>
        </message>
        <message>
            <source>Edge of the board.</source>
            <translation>Krawędź planszy.</translation>
        </message>
        <message>
            <source>The game is over; F2 starts a new one.</source>
            <translation>Gra się skończyła; F2 zaczyna nową.</translation>
        </message>
        <message numerus="yes">
            <source>New game, {rows} by {columns}, %n mine(s).</source>
            <translation>
                <numerusform>Nowa gra, {rows} na {columns}, %n mina.</numerusform>
                <numerusform>Nowa gra, {rows} na {columns}, %n miny.</numerusform>
                <numerusform>Nowa gra, {rows} na {columns}, %n min.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>New {level} game, {rows} by {columns}, %n mine(s).</source>
            <translation>
                <numerusform>Nowa gra ({level}), {rows} na {columns}, %n mina.</numerusform>
                <numerusform>Nowa gra ({level}), {rows} na {columns}, %n miny.</numerusform>
                <numerusform>Nowa gra ({level}), {rows} na {columns}, %n min.</numerusform>
            </translation>
        </message>
        <message>
            <source>Paused; P plays on.</source>
            <translation>Pauza; P wznawia grę.</translation>
        </message>
        <message>
            <source>Playing again.</source>
            <translation>Gra wznowiona.</translation>
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
            <translation>Wiersz {row}: {cells}.</translation>
        </message>
        <message>
            <source>Column {column}: {cells}.</source>
            <translation>Kolumna {column}: {cells}.</translation>
        </message>
        <message>
            <source>No hint names a cell yet; H asks for one.</source>
            <translation>Żadna podpowiedź nie wskazała jeszcze pola; H prosi o podpowiedź.</translation>
        </message>
        <message>
            <source>No covered cell is left.</source>
            <translation>Nie zostało żadne zakryte pole.</translation>
        </message>
        <message>
            <source>No covered cell touches an opened number.</source>
            <translation>Żadne zakryte pole nie dotyka odkrytej liczby.</translation>
        </message>
        <message>
            <source>The cursor is on {cell} already.</source>
            <translation>Kursor już jest tutaj: {cell}.</translation>
        </message>
        <message>
            <source>Go to: type the row and the column, such as 3 5, then Enter (rows 1 to {rows}, columns 1 to {columns}).</source>
            <translation>Przejdź do: wpisz wiersz i kolumnę, np. 3 5, potem Enter (wiersze 1 do {rows}, kolumny 1 do {columns}).</translation>
        </message>
        <message>
            <source>The cursor stays.</source>
            <translation>Kursor zostaje na miejscu.</translation>
        </message>
        <message>
            <source>That is no cell: type a row from 1 to {rows} and a column from 1 to {columns}.</source>
            <translation>To nie jest pole: wpisz wiersz od 1 do {rows} i kolumnę od 1 do {columns}.</translation>
        </message>
        <message>
            <source>Return goes on to the next one; J jumps to the cell the answer is about.</source>
            <translation>Enter przechodzi do następnego; J skacze do pola, którego dotyczy odpowiedź.</translation>
        </message>
        <message>
            <source>This one is answered.</source>
            <translation>To zadanie ma już odpowiedź.</translation>
        </message>
        <message>
            <source>Find a cell this position proves: Space opens a safe cell, F flags a mine; the cursor is at the first covered cell beside a number.</source>
            <translation>Znajdź pole, którego dowodzi ta pozycja: Spacja odkrywa bezpieczne pole, F oflagowuje minę; kursor stoi na pierwszym zakrytym polu obok liczby.</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>These statistics were written by a newer version of the game, so this version shows them but never changes them. Your history is shown; new results are kept beside them in {file} ({folder}) until a newer version adds them.</source>
            <translation>Te statystyki zapisała nowsza wersja gry, więc ta wersja je pokazuje, ale nigdy nie zmienia. Historia jest widoczna; nowe wyniki są przechowywane obok w {file} ({folder}), aż doda je nowsza wersja.</translation>
        </message>
        <message>
            <source>These statistics were written by a newer version of the game, so this version never changes them. Your history cannot be shown; new results are kept beside them in {file} ({folder}) until a newer version adds them.</source>
            <translation>Te statystyki zapisała nowsza wersja gry, więc ta wersja nigdy ich nie zmienia. Nie można pokazać historii; nowe wyniki są przechowywane obok w {file} ({folder}), aż doda je nowsza wersja.</translation>
        </message>
        <message>
            <source>The statistics cannot be saved right now: {cause}. Your history is shown; new results are kept and saved when the file can be written again.</source>
            <translation>Statystyk nie można teraz zapisać: {cause}. Historia jest widoczna; nowe wyniki są przechowywane i zostaną zapisane, gdy plik znów będzie zapisywalny.</translation>
        </message>
        <message>
            <source>The statistics cannot be saved right now: {cause}. Your history cannot be shown until then; new results are kept and saved when the file can be written again.</source>
            <translation>Statystyk nie można teraz zapisać: {cause}. Do tego czasu nie można pokazać historii; nowe wyniki są przechowywane i zostaną zapisane, gdy plik znów będzie zapisywalny.</translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be added to the statistics: {cause}. (It is|They are) kept in {file} in {folder} and added when a newer version of the game starts.</source>
            <translation>
                <numerusform>Nie udało się dodać do statystyk %n ukończonej gry: {cause}. Jest przechowywana w {file} w {folder} i zostanie dodana, gdy uruchomi się nowsza wersja gry.</numerusform>
                <numerusform>Nie udało się dodać do statystyk %n ukończonych gier: {cause}. Są przechowywane w {file} w {folder} i zostaną dodane, gdy uruchomi się nowsza wersja gry.</numerusform>
                <numerusform>Nie udało się dodać do statystyk %n ukończonych gier: {cause}. Są przechowywane w {file} w {folder} i zostaną dodane, gdy uruchomi się nowsza wersja gry.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be added to the statistics: {cause}. (It is|They are) kept in {file} in {folder} and added the next time the game starts.</source>
            <translation>
                <numerusform>Nie udało się dodać do statystyk %n ukończonej gry: {cause}. Jest przechowywana w {file} w {folder} i zostanie dodana przy następnym uruchomieniu gry.</numerusform>
                <numerusform>Nie udało się dodać do statystyk %n ukończonych gier: {cause}. Są przechowywane w {file} w {folder} i zostaną dodane przy następnym uruchomieniu gry.</numerusform>
                <numerusform>Nie udało się dodać do statystyk %n ukończonych gier: {cause}. Są przechowywane w {file} w {folder} i zostaną dodane przy następnym uruchomieniu gry.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be saved in {folder}: {cause}. Free some space or make the folder writable before closing, or (it is|they are) lost.</source>
            <translation>
                <numerusform>Nie udało się zapisać %n ukończonej gry w {folder}: {cause}. Zwolnij miejsce lub umożliw zapis w folderze przed zamknięciem, inaczej zostanie utracona.</numerusform>
                <numerusform>Nie udało się zapisać %n ukończonych gier w {folder}: {cause}. Zwolnij miejsce lub umożliw zapis w folderze przed zamknięciem, inaczej zostaną utracone.</numerusform>
                <numerusform>Nie udało się zapisać %n ukończonych gier w {folder}: {cause}. Zwolnij miejsce lub umożliw zapis w folderze przed zamknięciem, inaczej zostaną utracone.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be saved in {folder}: {cause}, and the folder cannot be written ({why}). Free some space or make the folder writable before closing, or (it is|they are) lost.</source>
            <translation>
                <numerusform>Nie udało się zapisać %n ukończonej gry w {folder}: {cause}, a w folderze nie można zapisywać ({why}). Zwolnij miejsce lub umożliw zapis w folderze przed zamknięciem, inaczej zostanie utracona.</numerusform>
                <numerusform>Nie udało się zapisać %n ukończonych gier w {folder}: {cause}, a w folderze nie można zapisywać ({why}). Zwolnij miejsce lub umożliw zapis w folderze przed zamknięciem, inaczej zostaną utracone.</numerusform>
                <numerusform>Nie udało się zapisać %n ukończonych gier w {folder}: {cause}, a w folderze nie można zapisywać ({why}). Zwolnij miejsce lub umożliw zapis w folderze przed zamknięciem, inaczej zostaną utracone.</numerusform>
            </translation>
        </message>
        <message>
            <source>One result could not be saved because the statistics file cannot hold its values; it was left out (the details are in minesweeper.log), and the other results are saved as usual.</source>
            <translation>Jednego wyniku nie udało się zapisać, bo plik statystyk nie mieści jego wartości; pominięto go (szczegóły w minesweeper.log), a pozostałe wyniki są zapisywane jak zwykle.</translation>
        </message>
        <message>
            <source>One result holds impossible values (a time, a count or a level that cannot be), so it was not saved (the details are in minesweeper.log); the other results are saved as usual.</source>
            <translation>Jeden wynik ma niemożliwe wartości (czas, liczbę lub poziom, które nie mogą istnieć), więc go nie zapisano (szczegóły w minesweeper.log); pozostałe wyniki są zapisywane jak zwykle.</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) in the statistics file {file} hold(s) impossible values (a time, a count or a level that cannot be); (it is|they are) left in the file but not shown or counted.</source>
            <translation>
                <numerusform>%n gra w pliku statystyk {file} ma niemożliwe wartości (czas, liczbę lub poziom, które nie mogą istnieć); zostaje w pliku, ale nie jest pokazywana ani liczona.</numerusform>
                <numerusform>%n gry w pliku statystyk {file} mają niemożliwe wartości (czas, liczbę lub poziom, które nie mogą istnieć); zostają w pliku, ale nie są pokazywane ani liczone.</numerusform>
                <numerusform>%n gier w pliku statystyk {file} ma niemożliwe wartości (czas, liczbę lub poziom, które nie mogą istnieć); zostają w pliku, ale nie są pokazywane ani liczone.</numerusform>
            </translation>
        </message>
        <message>
            <source>Results kept from an earlier session could not be read; the file {file} in {folder} was left as it is.</source>
            <translation>Nie udało się odczytać wyników zachowanych z wcześniejszej sesji; plik {file} w {folder} pozostawiono bez zmian.</translation>
        </message>
        <message>
            <source>The result could not be saved yet: {cause}. It is kept and saved with the next result, in a moment, or when the game closes.</source>
            <translation>Wyniku nie udało się jeszcze zapisać: {cause}. Jest przechowywany i zostanie zapisany z następnym wynikiem, za chwilę lub przy zamknięciu gry.</translation>
        </message>
        <message>
            <source>The statistics file could not be read; it was kept as {file} in {folder} and a new one was started.</source>
            <translation>Nie udało się odczytać pliku statystyk; zachowano go jako {file} w {folder} i zaczęto nowy.</translation>
        </message>
        <message>
            <source>The history could not be exported to {file} ({detail}).</source>
            <translation>Nie udało się wyeksportować historii do {file} ({detail}).</translation>
        </message>
        <message>
            <source>another window or program is using the statistics (the file is locked)</source>
            <translation>inne okno lub program używa statystyk (plik jest zablokowany)</translation>
        </message>
        <message>
            <source>the statistics file or its folder is read-only</source>
            <translation>plik statystyk lub jego folder jest tylko do odczytu</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>dysk jest pełny</translation>
        </message>
        <message>
            <source>the statistics file may not be written (no permission)</source>
            <translation>nie wolno zapisywać pliku statystyk (brak uprawnień)</translation>
        </message>
        <message>
            <source>the statistics file cannot be opened</source>
            <translation>nie można otworzyć pliku statystyk</translation>
        </message>
        <message>
            <source>the disk reported a read or write error</source>
            <translation>dysk zgłosił błąd odczytu lub zapisu</translation>
        </message>
        <message>
            <source>the statistics were written by a newer version of the game</source>
            <translation>statystyki zapisała nowsza wersja gry</translation>
        </message>
        <message>
            <source>the statistics folder cannot be used ({detail})</source>
            <translation>nie można użyć folderu statystyk ({detail})</translation>
        </message>
        <message>
            <source>the statistics file cannot be written ({detail})</source>
            <translation>nie można zapisać pliku statystyk ({detail})</translation>
        </message>
        <message>
            <source>The statistics cannot be reset now. {problem}</source>
            <translation>Statystyk nie można teraz wyzerować. {problem}</translation>
        </message>
        <message>
            <source>The statistics could not be reset: {cause}.</source>
            <translation>Nie udało się wyzerować statystyk: {cause}.</translation>
        </message>
        <message>
            <source>none</source>
            <translation>brak</translation>
        </message>
        <message>
            <source>This game cannot be reviewed: {reason}</source>
            <translation>Tej gry nie można przejrzeć: {reason}</translation>
        </message>
        <message>
            <source>Win a game to see your times here.</source>
            <translation>Wygraj grę, by zobaczyć tu swoje czasy.</translation>
        </message>
        <message numerus="yes">
            <source>last %n won game(s) per level, oldest left (time on a log scale)</source>
            <translation>
                <numerusform>ostatnia %n wygrana gra na poziom, najstarsze po lewej (czas w skali logarytmicznej)</numerusform>
                <numerusform>ostatnie %n wygrane gry na poziom, najstarsze po lewej (czas w skali logarytmicznej)</numerusform>
                <numerusform>ostatnich %n wygranych gier na poziom, najstarsze po lewej (czas w skali logarytmicznej)</numerusform>
            </translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statystyki</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Poziom</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Rozegrane</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Wygrane</translation>
        </message>
        <message>
            <source>Abandoned</source>
            <translation>Porzucone</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Odsetek wygranych</translation>
        </message>
        <message>
            <source>Streak</source>
            <translation>Seria</translation>
        </message>
        <message>
            <source>Best streak</source>
            <translation>Najlepsza seria</translation>
        </message>
        <message>
            <source>Best time</source>
            <translation>Najlepszy czas</translation>
        </message>
        <message>
            <source>Levels</source>
            <translation>Poziomy</translation>
        </message>
        <message>
            <source>Recent winning times</source>
            <translation>Ostatnie czasy wygranych</translation>
        </message>
        <message>
            <source>Level:</source>
            <translation>Poziom:</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Czas</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Data</translation>
        </message>
        <message>
            <source>Logic</source>
            <translation>Logika</translation>
        </message>
        <message>
            <source>Best times</source>
            <translation>Najlepsze czasy</translation>
        </message>
        <message>
            <source>Counted: games won without hints or undo, not replays.</source>
            <translation>Liczone: gry wygrane bez podpowiedzi i cofania, bez powtórek.</translation>
        </message>
        <message>
            <source>Show:</source>
            <translation>Pokaż:</translation>
        </message>
        <message>
            <source>All results</source>
            <translation>Wszystkie wyniki</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Przegrane</translation>
        </message>
        <message>
            <source>Review…</source>
            <translation>Przegląd…</translation>
        </message>
        <message>
            <source>Step through the selected game's moves</source>
            <translation>Przejdź krok po kroku przez ruchy wybranej gry</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Eksportuj CSV…</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Wynik</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>Podpowiedzi</translation>
        </message>
        <message>
            <source>Clicks</source>
            <translation>Kliknięcia</translation>
        </message>
        <message>
            <source>Board id</source>
            <translation>Identyfikator planszy</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Historia</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>Ćwiczenia</translation>
        </message>
        <message>
            <source>Reset…</source>
            <translation>Wyzeruj…</translation>
        </message>
        <message>
            <source>All levels</source>
            <translation>Wszystkie poziomy</translation>
        </message>
        <message>
            <source>This game was stored without its moves.</source>
            <translation>Ta gra została zapisana bez ruchów.</translation>
        </message>
        <message>
            <source>its moves cannot be read</source>
            <translation>nie można odczytać jej ruchów</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Przegląd</translation>
        </message>
        <message>
            <source>Export history</source>
            <translation>Eksportuj historię</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>Pliki CSV (*.csv)</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) exported to {path}.</source>
            <translation>
                <numerusform>%n grę wyeksportowano do {path}.</numerusform>
                <numerusform>%n gry wyeksportowano do {path}.</numerusform>
                <numerusform>%n gier wyeksportowano do {path}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Wyzeruj statystyki</translation>
        </message>
        <message>
            <source>Forget every finished game, best time and streak? This cannot be undone.</source>
            <translation>Zapomnieć każdą ukończoną grę, najlepszy czas i serię? Tego nie da się cofnąć.</translation>
        </message>
        <message>
            <source>abandoned (replay)</source>
            <translation>porzucona (powtórka)</translation>
        </message>
        <message>
            <source>abandoned (undo)</source>
            <translation>porzucona (cofnięcie)</translation>
        </message>
        <message>
            <source>abandoned</source>
            <translation>porzucona</translation>
        </message>
        <message>
            <source>won (replay)</source>
            <translation>wygrana (powtórka)</translation>
        </message>
        <message>
            <source>lost (replay)</source>
            <translation>przegrana (powtórka)</translation>
        </message>
        <message>
            <source>won (undo)</source>
            <translation>wygrana (cofnięcie)</translation>
        </message>
        <message>
            <source>lost (undo)</source>
            <translation>przegrana (cofnięcie)</translation>
        </message>
        <message>
            <source>won</source>
            <translation>wygrana</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>przegrana</translation>
        </message>
        <message>
            <source>&amp;Copy board id</source>
            <translation>&amp;Kopiuj identyfikator planszy</translation>
        </message>
        <message>
            <source>Right-click or Ctrl+C to copy it</source>
            <translation>Prawy przycisk lub Ctrl+C kopiuje go</translation>
        </message>
    </context>
    <context>
        <name>Status</name>
        <message>
            <source>This board starts at {cell} (marked): click it, or press Space on it, to begin.</source>
            <translation>Ta plansza zaczyna się od: {cell} (oznaczone); kliknij je lub naciśnij na nim spację, by zacząć.</translation>
        </message>
        <message>
            <source>Click any cell, or press Space on it, to start: the first cell opened always opens an area.</source>
            <translation>Kliknij dowolne pole lub naciśnij na nim spację, by zacząć: pierwsze odkryte pole zawsze odkrywa obszar.</translation>
        </message>
        <message>
            <source>Click the marked cell at {cell}, or press Space on it, to start this board.</source>
            <translation>Kliknij oznaczone {cell} lub naciśnij na nim spację, by zacząć tę planszę.</translation>
        </message>
        <message>
            <source>No flags to check.</source>
            <translation>Brak flag do sprawdzenia.</translation>
        </message>
        <message>
            <source>Why the mine was hit could not be worked out: {error}</source>
            <translation>Nie udało się ustalić, dlaczego trafiono na minę: {error}</translation>
        </message>
        <message>
            <source>The board could not be prepared: {error}</source>
            <translation>Nie udało się przygotować planszy: {error}</translation>
        </message>
        <message>
            <source>The analysis could not work this position out: {error}</source>
            <translation>Analiza nie rozwiązała tej pozycji: {error}</translation>
        </message>
        <message>
            <source>The helper could not work this position out: {error}</source>
            <translation>Pomocnik nie rozwiązał tej pozycji: {error}</translation>
        </message>
        <message>
            <source>Retry: the same board again (a replay, not counted for best times).</source>
            <translation>Powtórka: ta sama plansza jeszcze raz (powtórka nie liczy się do najlepszych czasów).</translation>
        </message>
        <message>
            <source>The daily board of {date}: the same for everyone today.</source>
            <translation>Plansza dnia {date}: dziś taka sama dla wszystkich.</translation>
        </message>
        <message>
            <source>The board of this id ({width}x{height}, {mines} mines).</source>
            <translation>Plansza o tym identyfikatorze ({width}x{height}, min: {mines}).</translation>
        </message>
        <message>
            <source>You have played it before: a replay, not counted for best times.</source>
            <translation>Już na niej grałeś: to powtórka, nie liczy się do najlepszych czasów.</translation>
        </message>
        <message>
            <source>It cannot be won without guessing: it was not made by a no-guess creator.</source>
            <translation>Nie da się jej wygrać bez zgadywania: nie utworzył jej generator bez zgadywania.</translation>
        </message>
        <message>
            <source>Logic: {grade}.</source>
            <translation>Logika: {grade}.</translation>
        </message>
        <message>
            <source>Preparing the board…</source>
            <translation>Przygotowuję planszę…</translation>
        </message>
        <message>
            <source>Creating a board you can solve without guessing…</source>
            <translation>Tworzę planszę do rozwiązania bez zgadywania…</translation>
        </message>
        <message>
            <source>Creating a board you can solve without guessing, of logic grade “{grade}” (this may take a while)…</source>
            <translation>Tworzę planszę do rozwiązania bez zgadywania o stopniu logiki „{grade}” (to może chwilę potrwać)…</translation>
        </message>
        <message>
            <source>This board cannot be created: {reason}</source>
            <translation>Tej planszy nie da się utworzyć: {reason}</translation>
        </message>
        <message>
            <source>Creating the board failed unexpectedly ({error}). Please try again.</source>
            <translation>Tworzenie planszy nieoczekiwanie się nie powiodło ({error}). Spróbuj ponownie.</translation>
        </message>
        <message>
            <source>The click that hit the mine is taken back; play on. This game now counts as assisted (no best time).</source>
            <translation>Kliknięcie, które trafiło na minę, zostało cofnięte; graj dalej. Ta gra liczy się teraz jako wspomagana (bez najlepszego czasu).</translation>
        </message>
        <message>
            <source>{text} It starts at {cell}, marked green: click it, or press Space on it, to begin.</source>
            <translation>{text} Zaczyna się od: {cell}, oznaczone na zielono; kliknij je lub naciśnij na nim spację, by zacząć.</translation>
        </message>
        <message>
            <source>There is no board yet: it is made at your first click. Copy its id once you have started.</source>
            <translation>Nie ma jeszcze planszy: powstaje przy pierwszym kliknięciu. Skopiuj jej identyfikator, gdy zaczniesz.</translation>
        </message>
        <message>
            <source>Board id copied: {id}. Anyone can play this board with Game &gt; Open board id (it shows where the mines are to whoever decodes it).</source>
            <translation>Skopiowano identyfikator planszy: {id}. Każdy może zagrać na tej planszy przez Gra &gt; Otwórz identyfikator planszy (pokazuje on, gdzie są miny, każdemu, kto go odkoduje).</translation>
        </message>
        <message>
            <source>This board id cannot be opened. {reason}</source>
            <translation>Nie można otworzyć tego identyfikatora planszy. {reason}</translation>
        </message>
    </context>
    <context>
        <name>Summary</name>
        <message>
            <source>{value}%</source>
            <translation>{value}%</translation>
        </message>
        <message>
            <source>Boom: a mine at {cell}.</source>
            <translation>Bum: {cell} to mina.</translation>
        </message>
        <message numerus="yes">
            <source>You won in {seconds} s with help (%n hint(s)).</source>
            <translation>
                <numerusform>Wygrana w {seconds} s z pomocą (%n podpowiedź).</numerusform>
                <numerusform>Wygrana w {seconds} s z pomocą (%n podpowiedzi).</numerusform>
                <numerusform>Wygrana w {seconds} s z pomocą (%n podpowiedzi).</numerusform>
            </translation>
        </message>
        <message>
            <source>You won in {seconds} s after an undo (not counted for best times).</source>
            <translation>Wygrana w {seconds} s po cofnięciu (nie liczy się do najlepszych czasów).</translation>
        </message>
        <message>
            <source>You won in {seconds} s on a retried board (not counted for best times).</source>
            <translation>Wygrana w {seconds} s na powtórzonej planszy (nie liczy się do najlepszych czasów).</translation>
        </message>
        <message>
            <source>You won in {seconds} s: a new best time!</source>
            <translation>Wygrana w {seconds} s: nowy najlepszy czas!</translation>
        </message>
        <message>
            <source>You won in {seconds} s.</source>
            <translation>Wygrana w {seconds} s.</translation>
        </message>
        <message>
            <source>— (wins only)</source>
            <translation>— (tylko wygrane)</translation>
        </message>
        <message>
            <source>— (help was used)</source>
            <translation>— (z pomocą)</translation>
        </message>
        <message>
            <source>— (after an undo)</source>
            <translation>— (po cofnięciu)</translation>
        </message>
        <message>
            <source>— (a retried board)</source>
            <translation>— (powtórzona plansza)</translation>
        </message>
        <message>
            <source>{rank} of {ranked}</source>
            <translation>{rank} z {ranked}</translation>
        </message>
        <message>
            <source>— (hints made moves)</source>
            <translation>— (podpowiedzi wykonały ruchy)</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Czas</translation>
        </message>
        <message>
            <source>{seconds} s</source>
            <translation>{seconds} s</translation>
        </message>
        <message>
            <source>Clicks</source>
            <translation>Kliknięcia</translation>
        </message>
        <message>
            <source>Efficiency</source>
            <translation>Wydajność</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>Podpowiedzi</translation>
        </message>
        <message>
            <source>none</source>
            <translation>brak</translation>
        </message>
        <message>
            <source>Logic</source>
            <translation>Logika</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Miejsce</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Zasady</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Standardowe</translation>
        </message>
    </context>
    <context>
        <name>Window</name>
        <message>
            <source>No-guess Minesweeper</source>
            <translation>Saper bez zgadywania</translation>
        </message>
        <message>
            <source>B switches between the mines and the position before the mistake, where these cells are marked.</source>
            <translation>B przełącza między minami a pozycją przed błędem, gdzie te pola są oznaczone.</translation>
        </message>
        <message>
            <source>Working out why that cell was not safe…</source>
            <translation>Ustalam, dlaczego to pole nie było bezpieczne…</translation>
        </message>
        <message>
            <source>Mines left</source>
            <translation>Pozostałe miny</translation>
        </message>
        <message>
            <source>Seconds</source>
            <translation>Sekundy</translation>
        </message>
        <message>
            <source>New game (F2)</source>
            <translation>Nowa gra (F2)</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Podpowiedź</translation>
        </message>
        <message>
            <source>Hint (H): what to do next</source>
            <translation>Podpowiedź (H): co zrobić dalej</translation>
        </message>
        <message>
            <source>Check flags</source>
            <translation>Sprawdź flagi</translation>
        </message>
        <message>
            <source>Check flags (C): are your flags right?</source>
            <translation>Sprawdź flagi (C): czy twoje flagi są dobre?</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Cofnij</translation>
        </message>
        <message>
            <source>Undo (Ctrl+Z): take back the click that hit a mine and play on (the game then counts as assisted)</source>
            <translation>Cofnij (Ctrl+Z): cofnij kliknięcie, które trafiło na minę, i graj dalej (gra liczy się wtedy jako wspomagana)</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Powtórz</translation>
        </message>
        <message>
            <source>Retry this board (Ctrl+R): the same mines from the start (a replay: not counted for best times)</source>
            <translation>Powtórz tę planszę (Ctrl+R): te same miny od początku (powtórka: nie liczy się do najlepszych czasów)</translation>
        </message>
        <message>
            <source>Mines</source>
            <translation>Miny</translation>
        </message>
        <message>
            <source>Show the end of the game: where every mine was (B switches)</source>
            <translation>Pokaż koniec gry: gdzie była każda mina (B przełącza)</translation>
        </message>
        <message>
            <source>Before mistake</source>
            <translation>Przed błędem</translation>
        </message>
        <message>
            <source>Show the position just before the mine was hit, with the explanation's cells marked (B switches)</source>
            <translation>Pokaż pozycję tuż przed trafieniem na minę, z oznaczonymi polami wyjaśnienia (B przełącza)</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Przegląd</translation>
        </message>
        <message>
            <source>Review the game (Ctrl+E): step through your moves, which were forced, which were guesses, and the solver's own path</source>
            <translation>Przejrzyj grę (Ctrl+E): przejdź przez swoje ruchy, które były wymuszone, które były zgadywaniem, i drogę samego solvera</translation>
        </message>
        <message>
            <source>Making the board</source>
            <translation>Tworzenie planszy</translation>
        </message>
        <message>
            <source>Paused</source>
            <translation>Pauza</translation>
        </message>
        <message>
            <source>Press P or click here to play on.</source>
            <translation>Naciśnij P lub kliknij tutaj, by grać dalej.</translation>
        </message>
        <message>
            <source>The clock is stopped.</source>
            <translation>Zegar stoi.</translation>
        </message>
        <message>
            <source>Pause (P): stop the clock and hide the board</source>
            <translation>Pauza (P): zatrzymaj zegar i ukryj planszę</translation>
        </message>
        <message>
            <source>Leave the game in progress? It counts as a loss in your statistics.</source>
            <translation>Porzucić trwającą grę? W statystykach liczy się jako przegrana.</translation>
        </message>
        <message>
            <source>Leave it (a loss)</source>
            <translation>Porzuć (przegrana)</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>Graj dalej</translation>
        </message>
        <message>
            <source>Your game from last time is back, on the second you left it. Press P or click the board to play on.</source>
            <translation>Twoja gra z poprzedniego razu wróciła, w tej samej sekundzie, w której ją zostawiłeś. Naciśnij P lub kliknij planszę, by grać dalej.</translation>
        </message>
    </context>
    <context>
        <name>argparse</name>
        <message>
            <source>usage: </source>
            <translation>użycie: </translation>
        </message>
        <message>
            <source>positional arguments</source>
            <translation>argumenty pozycyjne</translation>
        </message>
        <message>
            <source>options</source>
            <translation>opcje</translation>
        </message>
        <message>
            <source>show this help message and exit</source>
            <translation>pokaż tę pomoc i zakończ</translation>
        </message>
        <message>
            <source>%(prog)s: error: %(message)s</source>
            <translation>%(prog)s: błąd: %(message)s</translation>
        </message>
        <message>
            <source>argument %(argument_name)s: %(message)s</source>
            <translation>argument %(argument_name)s: %(message)s</translation>
        </message>
        <message>
            <source>unrecognized arguments: %s</source>
            <translation>nierozpoznane argumenty: %s</translation>
        </message>
        <message>
            <source>the following arguments are required: %s</source>
            <translation>wymagane są następujące argumenty: %s</translation>
        </message>
        <message>
            <source>one of the arguments %s is required</source>
            <translation>wymagany jest jeden z argumentów %s</translation>
        </message>
        <message>
            <source>not allowed with argument %s</source>
            <translation>niedozwolone razem z argumentem %s</translation>
        </message>
        <message>
            <source>ignored explicit argument %r</source>
            <translation>zignorowano jawny argument %r</translation>
        </message>
        <message>
            <source>expected one argument</source>
            <translation>oczekiwano jednego argumentu</translation>
        </message>
        <message>
            <source>expected at most one argument</source>
            <translation>oczekiwano najwyżej jednego argumentu</translation>
        </message>
        <message>
            <source>expected at least one argument</source>
            <translation>oczekiwano co najmniej jednego argumentu</translation>
        </message>
        <message>
            <source>expected %s argument</source>
            <translation>oczekiwano argumentów: %s</translation>
        </message>
        <message>
            <source>expected %s arguments</source>
            <translation>oczekiwano argumentów: %s</translation>
        </message>
        <message>
            <source>ambiguous option: %(option)s could match %(matches)s</source>
            <translation>niejednoznaczna opcja: %(option)s może oznaczać %(matches)s</translation>
        </message>
        <message>
            <source>invalid %(type)s value: %(value)r</source>
            <translation>nieprawidłowa wartość %(type)s: %(value)r</translation>
        </message>
        <message>
            <source>invalid choice: %(value)r (choose from %(choices)s)</source>
            <translation>nieprawidłowy wybór: %(value)r (wybierz z %(choices)s)</translation>
        </message>
        <message>
            <source>can't open '%(filename)s': %(error)s</source>
            <translation>nie można otworzyć '%(filename)s': %(error)s</translation>
        </message>
    </context>
</TS>
