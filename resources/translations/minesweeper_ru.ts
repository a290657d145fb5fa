<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
    <context>
        <name>About</name>
        <message>
            <source>DejaVu Sans (the game's font)</source>
            <translation>DejaVu Sans (шрифт игры)</translation>
        </message>
        <message>
            <source>ms-toollib (replay files)</source>
            <translation>ms-toollib (файлы повторов)</translation>
        </message>
        <message>
            <source>System libraries in this bundle</source>
            <translation>Системные библиотеки в этой сборке</translation>
        </message>
        <message>
            <source>see each notice</source>
            <translation>см. каждое уведомление</translation>
        </message>
        <message>
            <source>Version {version}</source>
            <translation>Версия {version}</translation>
        </message>
        <message>
            <source>Every board is created on your first click so that a perfect logician never has to guess.</source>
            <translation>Каждое поле создаётся при первом щелчке так, чтобы идеальному логику никогда не приходилось угадывать.</translation>
        </message>
        <message>
            <source>It is free software under the MIT licence. It includes the components below; select one to read its licence.</source>
            <translation>Это свободная программа под лицензией MIT. Она включает компоненты ниже; выберите один, чтобы прочитать его лицензию.</translation>
        </message>
        <message>
            <source>About {name}</source>
            <translation>О программе {name}</translation>
        </message>
    </context>
    <context>
        <name>Analysis</name>
        <message>
            <source>certainly safe</source>
            <translation>точно безопасна</translation>
        </message>
        <message>
            <source>certainly a mine</source>
            <translation>точно мина</translation>
        </message>
        <message>
            <source>under {percent} chance of a mine</source>
            <translation>вероятность мины ниже {percent}</translation>
        </message>
        <message>
            <source>over {percent} chance of a mine</source>
            <translation>вероятность мины выше {percent}</translation>
        </message>
        <message>
            <source>{percent} chance of a mine</source>
            <translation>вероятность мины {percent}</translation>
        </message>
    </context>
    <context>
        <name>BoardIds</name>
        <message>
            <source>This board has no id: the game does not play its level. {reason}</source>
            <translation>У этого поля нет идентификатора: игра не поддерживает его уровень. {reason}</translation>
        </message>
        <message>
            <source>This is not a board id: it contains {characters}. Board ids use only the digits and the letters A-Z without I, L, O and U.</source>
            <translation>Это не идентификатор поля: в нём есть {characters}. Идентификаторы полей состоят только из цифр и букв A-Z без I, L, O и U.</translation>
        </message>
        <message>
            <source>The board id is empty.</source>
            <translation>Идентификатор поля пуст.</translation>
        </message>
        <message>
            <source>The board id {id} is too short: part of it is missing.</source>
            <translation>Идентификатор поля {id} слишком короткий: части не хватает.</translation>
        </message>
        <message>
            <source>The board id starts with {found}; this version of the game reads ids starting with {expected} (a newer game may have made it, or it is mistyped).</source>
            <translation>Идентификатор поля начинается с {found}; эта версия игры читает идентификаторы, начинающиеся с {expected} (возможно, его создала более новая игра или в нём опечатка).</translation>
        </message>
        <message>
            <source>The board id does not check out: a character is wrong or missing (compare it with the original).</source>
            <translation>Идентификатор поля не проходит проверку: какой-то символ неверен или пропущен (сравните с оригиналом).</translation>
        </message>
        <message>
            <source>The board id describes a {width}x{height} board with {mines} mines, which this game does not play: {reason} It was not made by this game.</source>
            <translation>Идентификатор описывает поле {width}x{height} с минами ({mines}), которое эта игра не поддерживает: {reason} Его создала не эта игра.</translation>
        </message>
        <message>
            <source>The board id describes {mines} mines in a way no {height}x{width} board can hold (mines out of range); it was not made by this game.</source>
            <translation>Идентификатор описывает мины ({mines}) так, как не может вместить ни одно поле {height}x{width} (мины вне поля); его создала не эта игра.</translation>
        </message>
    </context>
    <context>
        <name>Cells</name>
        <message>
            <source>row {row}, column {col}</source>
            <translation>ряд {row}, столбец {col}</translation>
        </message>
    </context>
    <context>
        <name>CommandLine</name>
        <message>
            <source>No-guess Minesweeper: every board is created on your first click so that it
can be won by reasoning alone; Hint explains why a cell is safe.</source>
            <translation>Сапёр без угадывания: каждое поле создаётся при первом щелчке так, чтобы
его можно было выиграть одними рассуждениями; подсказка объясняет, почему клетка безопасна.</translation>
        </message>
        <message>
            <source>show the version and exit</source>
            <translation>показать версию и выйти</translation>
        </message>
        <message>
            <source>playing</source>
            <translation>игра</translation>
        </message>
        <message>
            <source>seed for reproducible boards: the same seed gives the same boards</source>
            <translation>зерно для воспроизводимых полей: одно и то же зерно даёт одни и те же поля</translation>
        </message>
        <message>
            <source>folder for settings and statistics (overrides {variable})</source>
            <translation>папка настроек и статистики (важнее, чем {variable})</translation>
        </message>
        <message>
            <source>start at beginner, intermediate, expert or WxH/M (W columns, H rows, M mines), e.g. 30x16/99</source>
            <translation>начать с beginner, intermediate, expert или ШxВ/М (Ш столбцов, В рядов, М мин), например 30x16/99</translation>
        </message>
        <message>
            <source>speak this language instead of the system's: {languages}</source>
            <translation>говорить на этом языке вместо языка системы: {languages}</translation>
        </message>
        <message>
            <source>play the board of an id (Game &gt; Copy board id in the window)</source>
            <translation>играть поле по идентификатору (Игра &gt; Копировать идентификатор поля в окне)</translation>
        </message>
        <message>
            <source>play to the Standard rules for competition (remembered, as Options &gt; Standard rules): no hint, flag check, analysis, undo, retry, question marks or auto-open</source>
            <translation>играть по стандартным правилам соревнований (запоминается, как Параметры &gt; Стандартные правила): без подсказок, проверки флажков, анализа, отмены, повтора, вопросительных знаков и автооткрытия</translation>
        </message>
        <message>
            <source>open a replay (.avf, .evf, .mvf or .rmv) in the replay player</source>
            <translation>открыть повтор (.avf, .evf, .mvf или .rmv) в проигрывателе</translation>
        </message>
        <message>
            <source>desktop menu entry (Linux, for pip and pipx installs)</source>
            <translation>пункт меню рабочего стола (Linux, для установки через pip и pipx)</translation>
        </message>
        <message>
            <source>add a menu entry, icons, AppStream metainfo and this manual page under $XDG_DATA_HOME (~/.local/share), then exit</source>
            <translation>добавить пункт меню, значки, метаданные AppStream и эту страницу руководства в $XDG_DATA_HOME (~/.local/share), затем выйти</translation>
        </message>
        <message>
            <source>remove what --install-desktop added, then exit</source>
            <translation>удалить то, что добавил --install-desktop, затем выйти</translation>
        </message>
        <message>
            <source>scripted runs (for CI; QT_QPA_PLATFORM=offscreen runs them without a display)</source>
            <translation>запуск по сценарию (для CI; QT_QPA_PLATFORM=offscreen запускает без экрана)</translation>
        </message>
        <message>
            <source>play one seeded Expert game to a win with hints, exit 0 if it worked (in a temporary folder unless --data-dir or {variable} names one)</source>
            <translation>сыграть одну партию «Профессионал» с заданным зерном до победы с подсказками, код 0 при успехе (во временной папке, если --data-dir или {variable} не указывают другую)</translation>
        </message>
        <message>
            <source>write screenshots of typical game states into DIR and exit</source>
            <translation>записать снимки экрана типичных состояний игры в DIR и выйти</translation>
        </message>
        <message>
            <source>{file} is not a replay file ({types})</source>
            <translation>{file} — не файл повтора ({types})</translation>
        </message>
        <message>
            <source>unknown language {code}; available: {languages}</source>
            <translation>неизвестный язык {code}; доступны: {languages}</translation>
        </message>
        <message>
            <source>Settings (settings.ini) and statistics (stats.sqlite3) live in one folder:</source>
            <translation>Настройки (settings.ini) и статистика (stats.sqlite3) хранятся в одной папке:</translation>
        </message>
        <message>
            <source>--data-dir DIR, or else the environment variable {variable}, chooses another.</source>
            <translation>--data-dir DIR, а иначе переменная окружения {variable}, выбирает другую.</translation>
        </message>
        <message>
            <source>{variable} is set: {folder}</source>
            <translation>{variable} задана: {folder}</translation>
        </message>
        <message>
            <source>neither DISPLAY nor WAYLAND_DISPLAY is set</source>
            <translation>не задана ни DISPLAY, ни WAYLAND_DISPLAY</translation>
        </message>
        <message>
            <source>QT_QPA_PLATFORM=xcb but DISPLAY is not set</source>
            <translation>QT_QPA_PLATFORM=xcb, но DISPLAY не задана</translation>
        </message>
        <message>
            <source>QT_QPA_PLATFORM={platform} but WAYLAND_DISPLAY is not set</source>
            <translation>QT_QPA_PLATFORM={platform}, но WAYLAND_DISPLAY не задана</translation>
        </message>
        <message>
            <source>no display to open a window on ({missing}); start it from a desktop session, or set QT_QPA_PLATFORM=offscreen for --self-test and --screenshot</source>
            <translation>нет экрана, на котором можно открыть окно ({missing}); запустите игру из сеанса рабочего стола или задайте QT_QPA_PLATFORM=offscreen для --self-test и --screenshot</translation>
        </message>
    </context>
    <context>
        <name>Custom</name>
        <message>
            <source>{name}: {width}x{height}, {mines} mines</source>
            <translation>{name}: {width}x{height}, мин: {mines}</translation>
        </message>
        <message>
            <source>Your own</source>
            <translation>Своё</translation>
        </message>
        <message>
            <source>Mines as a share of the cells: 12% is Beginner, 21% Expert</source>
            <translation>Доля мин среди клеток: 12% — Новичок, 21% — Профессионал</translation>
        </message>
        <message>
            <source>&amp;Density:</source>
            <translation>&amp;Плотность:</translation>
        </message>
        <message>
            <source>&amp;Start from:</source>
            <translation>&amp;Начать с:</translation>
        </message>
    </context>
    <context>
        <name>DataFolder</name>
        <message>
            <source>the files ({error})</source>
            <translation>файлы ({error})</translation>
        </message>
        <message>
            <source>left {names} in {old} (from an older version) because {folder} already has them; move them by hand to keep them</source>
            <translation>{names} оставлены в {old} (от старой версии), потому что в {folder} они уже есть; перенесите их вручную, чтобы сохранить</translation>
        </message>
    </context>
    <context>
        <name>Dialogs</name>
        <message>
            <source>Width and height from 1 to {max_side}, with at least one side {min_side} or more: the first click and its neighbours never hold a mine. Up to all cells but those 9 can hold mines; boards 2 cells high or wide need an even number. Dense boards take longer to create.</source>
            <translation>Ширина и высота от 1 до {max_side}, причём хотя бы одна сторона не меньше {min_side}: в первой открытой клетке и её соседях никогда нет мины. Мины могут быть во всех клетках, кроме этих 9; полям высотой или шириной в 2 клетки нужно чётное число мин. Плотные поля создаются дольше.</translation>
        </message>
        <message>
            <source>Enter the width as a whole number.</source>
            <translation>Введите ширину целым числом.</translation>
        </message>
        <message>
            <source>Enter the height as a whole number.</source>
            <translation>Введите высоту целым числом.</translation>
        </message>
        <message>
            <source>Enter the mines as a whole number.</source>
            <translation>Введите число мин целым числом.</translation>
        </message>
        <message>
            <source>The width must be between 1 and {max_side}.</source>
            <translation>Ширина должна быть от 1 до {max_side}.</translation>
        </message>
        <message>
            <source>The height must be between 1 and {max_side}.</source>
            <translation>Высота должна быть от 1 до {max_side}.</translation>
        </message>
        <message>
            <source>There must be at least one mine.</source>
            <translation>Нужна хотя бы одна мина.</translation>
        </message>
        <message>
            <source>Custom board</source>
            <translation>Особое поле</translation>
        </message>
        <message>
            <source>&amp;Width (columns):</source>
            <translation>&amp;Ширина (столбцы):</translation>
        </message>
        <message>
            <source>&amp;Height (rows):</source>
            <translation>&amp;Высота (ряды):</translation>
        </message>
        <message>
            <source>&amp;Mines:</source>
            <translation>&amp;Мины:</translation>
        </message>
        <message>
            <source>Board creation took too long</source>
            <translation>Создание поля заняло слишком много времени</translation>
        </message>
        <message>
            <source>No guess-free {width}x{height} board with {mines} mines was found within {seconds} seconds.</source>
            <translation>За {seconds} с не найдено поле {width}x{height} с минами ({mines}) без угадывания.</translation>
        </message>
        <message>
            <source>Dense boards are hard to create.</source>
            <translation>Плотные поля трудно создать.</translation>
        </message>
        <message>
            <source>Boards of logic grade “{grade}” are rare at this size: Game &gt; Logic &gt; Any finds one sooner.</source>
            <translation>Поля с уровнем логики «{grade}» при таком размере редки: Игра &gt; Логика &gt; Любая найдёт поле быстрее.</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Попробовать снова</translation>
        </message>
        <message numerus="yes">
            <source>Use %n mine(s)</source>
            <translation>
                <numerusform>Взять %n мину</numerusform>
                <numerusform>Взять %n мины</numerusform>
                <numerusform>Взять %n мин</numerusform>
            </translation>
        </message>
        <message>
            <source>Open board id</source>
            <translation>Открыть идентификатор поля</translation>
        </message>
        <message>
            <source>Board id (from Game &gt; Copy board id):</source>
            <translation>Идентификатор поля (из Игра &gt; Копировать идентификатор поля):</translation>
        </message>
    </context>
    <context>
        <name>Fonts</name>
        <message>
            <source>{language} text needs a font that is not installed: the game would show boxes for letters such as {missing}. This run is in English. To play in {language}, install {packages}, then start the game again.</source>
            <translation>Для текста на языке {language} нужен шрифт, который не установлен: игра показала бы квадраты вместо таких символов, как {missing}. Этот запуск — на английском. Чтобы играть на языке {language}, установите {packages} и запустите игру снова.</translation>
        </message>
    </context>
    <context>
        <name>Grades</name>
        <message>
            <source>one number</source>
            <translation>одно число</translation>
        </message>
        <message>
            <source>two numbers</source>
            <translation>два числа</translation>
        </message>
        <message>
            <source>three+ numbers</source>
            <translation>три+ числа</translation>
        </message>
        <message>
            <source>mine count</source>
            <translation>счётчик мин</translation>
        </message>
        <message>
            <source>any</source>
            <translation>любая</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>лёгкая</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>трудная</translation>
        </message>
        <message>
            <source>hardest</source>
            <translation>самая трудная</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <source>Time</source>
            <translation>Время</translation>
        </message>
        <message>
            <source>Seconds from the first click to the last; the clock stops while paused.</source>
            <translation>Секунды от первого щелчка до последнего; на паузе часы стоят.</translation>
        </message>
        <message>
            <source>The board's difficulty in clicks: the fewest clicks that clear it without flags (each opening counts once, plus every number not next to an opening).</source>
            <translation>Сложность поля в щелчках: наименьшее число щелчков, открывающих его без флажков (каждая пустая область считается один раз, плюс каждое число, не примыкающее к пустой области).</translation>
        </message>
        <message>
            <source>3BV divided by your time: your speed, fair across easy and hard boards.</source>
            <translation>3BV, делённое на ваше время: ваша скорость, честная и для лёгких, и для трудных полей.</translation>
        </message>
        <message>
            <source>Clicks</source>
            <translation>Щелчки</translation>
        </message>
        <message>
            <source>Every click you made: opens, flags and chords.</source>
            <translation>Каждый ваш щелчок: открытия, флажки и аккорды.</translation>
        </message>
        <message>
            <source>Efficiency</source>
            <translation>Эффективность</translation>
        </message>
        <message>
            <source>3BV divided by your clicks, as a percentage: 100% means no click was wasted (chording can take it above 100%).</source>
            <translation>3BV, делённое на ваши щелчки, в процентах: 100% значит, что ни один щелчок не пропал зря (аккорды могут дать больше 100%).</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>Подсказки</translation>
        </message>
        <message>
            <source>On how many positions you asked for a hint or a flag check (pressing again on the same position does not count again).</source>
            <translation>В скольких позициях вы просили подсказку или проверку флажков (повторное нажатие в той же позиции не считается ещё раз).</translation>
        </message>
        <message>
            <source>Logic</source>
            <translation>Логика</translation>
        </message>
        <message>
            <source>The hardest reasoning the board needs: one number (each step follows from one number), two numbers (two numbers read together), or three+ numbers or the mine count.</source>
            <translation>Самое трудное рассуждение, которого требует поле: одно число (каждый шаг следует из одного числа), два числа (вместе) или три+ числа либо счётчик мин.</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Место</translation>
        </message>
        <message>
            <source>Where this time stands among your wins at this level without help.</source>
            <translation>Место этого времени среди ваших побед без помощи на этом уровне.</translation>
        </message>
        <message>
            <source>Chord</source>
            <translation>Аккорд</translation>
        </message>
        <message>
            <source>Clicking a number whose mines are all flagged opens every other cell around it.</source>
            <translation>Щелчок по числу, все мины вокруг которого отмечены флажками, открывает все остальные клетки вокруг него.</translation>
        </message>
        <message>
            <source>Open every cell that is not a mine. A number tells how many of the eight cells around it hide a mine. Right-click (or F) puts a flag on a cell you know is a mine. Your first click is always an opening, and every board can be solved by logic alone: you never have to guess.</source>
            <translation>Откройте все клетки без мин. Число показывает, в скольких из восьми соседних клеток есть мина. Правый щелчок (или F) ставит флажок на клетку, в которой, как вы знаете, мина. Первый щелчок всегда что-то открывает, и каждое поле решается одной логикой: угадывать никогда не нужно.</translation>
        </message>
        <message>
            <source>Hint (H) teaches rather than plays: each press on the same position says a little more. First it checks your flags, then it shows where progress is possible, then which cell and why, in words, and only at the end makes the move for you. Check flags (C) says whether your flags are right. A game with hints is not ranked for best times.</source>
            <translation>Подсказка (H) учит, а не играет за вас: каждое нажатие в той же позиции говорит чуть больше. Сначала она проверяет ваши флажки, потом показывает, где можно продвинуться, потом какую клетку и почему, словами, и только в конце делает ход за вас. Проверка флажков (C) говорит, верны ли ваши флажки. Игра с подсказками не идёт в рекорды.</translation>
        </message>
        <message>
            <source>Arrows, Space, F</source>
            <translation>Стрелки, Пробел, F</translation>
        </message>
        <message>
            <source>move the cursor, open, flag</source>
            <translation>двигают курсор, открывают, ставят флажок</translation>
        </message>
        <message>
            <source>hint, check flags</source>
            <translation>подсказка, проверка флажков</translation>
        </message>
        <message>
            <source>pause (the board is hidden, the clock stops)</source>
            <translation>пауза (поле скрыто, часы стоят)</translation>
        </message>
        <message>
            <source>new game</source>
            <translation>новая игра</translation>
        </message>
        <message>
            <source>after a game: undo, retry, review, mines or before</source>
            <translation>после игры: отменить, повторить, разбор, мины или позиция до ошибки</translation>
        </message>
        <message>
            <source>from the board to the buttons and back</source>
            <translation>с поля на кнопки и обратно</translation>
        </message>
        <message>
            <source>read the cursor's cell, its row and column, the cells around it</source>
            <translation>прочитать клетку курсора, её ряд и столбец, клетки вокруг</translation>
        </message>
        <message>
            <source>read the mines left, the time, the last announcement again</source>
            <translation>прочитать оставшиеся мины, время, последнее сообщение ещё раз</translation>
        </message>
        <message>
            <source>read the cursor's whole row, its whole column</source>
            <translation>прочитать весь ряд курсора, весь его столбец</translation>
        </message>
        <message>
            <source>jump to the last hint's cell, the next covered cell, the next covered cell beside a number</source>
            <translation>перейти к клетке последней подсказки, к следующей закрытой клетке, к следующей закрытой клетке рядом с числом</translation>
        </message>
        <message>
            <source>G, a row and a column, Enter</source>
            <translation>G, ряд и столбец, Enter</translation>
        </message>
        <message>
            <source>go to that cell (G 3 5 Enter: row 3, column 5)</source>
            <translation>перейти к этой клетке (G 3 5 Enter: ряд 3, столбец 5)</translation>
        </message>
        <message>
            <source>in a replay: the previous or next click, the previous or next mouse event, play or pause, where the replay is (each step is said)</source>
            <translation>в записи: предыдущий или следующий щелчок, предыдущее или следующее событие мыши, воспроизведение или пауза, где сейчас запись (каждый шаг озвучивается)</translation>
        </message>
        <message>
            <source>in a review: one move back or on, ten moves back or on, the first or the last move (each move and its judgement is said)</source>
            <translation>в разборе: ход назад или вперёд, десять ходов назад или вперёд, первый или последний ход (каждый ход и его оценка озвучиваются)</translation>
        </message>
        <message>
            <source>With a screen reader every move is said as it happens. Options &gt; Brief announcements keeps each announcement to its first sentence; A repeats the last one.</source>
            <translation>С программой чтения экрана каждый ход озвучивается, как только он сделан. Параметры &gt; Краткие сообщения оставляют от каждого сообщения первое предложение; A повторяет последнее.</translation>
        </message>
        <message>
            <source>a flag: you say a mine is here</source>
            <translation>флажок: вы говорите, что здесь мина</translation>
        </message>
        <message>
            <source>a question mark (Options &gt; Question marks): not sure yet</source>
            <translation>вопросительный знак (Параметры &gt; Вопросительные знаки): пока не уверены</translation>
        </message>
        <message>
            <source>a mine, shown when the game ends</source>
            <translation>мина, показывается в конце игры</translation>
        </message>
        <message>
            <source>The board's pictures</source>
            <translation>Картинки на поле</translation>
        </message>
        <message>
            <source>Marks on the board</source>
            <translation>Пометки на поле</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>Клавиши</translation>
        </message>
        <message>
            <source>Words of the counters and the summary</source>
            <translation>Слова счётчиков и итогов</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>Как играть</translation>
        </message>
        <message>
            <source>Hints, flag checks and the loss explanation mark cells; each mark differs in colour and in its frame, so it reads without colour too. The legend under the board names the marks shown.</source>
            <translation>Подсказки, проверка флажков и объяснение проигрыша помечают клетки; пометки различаются цветом и рамкой, так что их можно читать и без цвета. Легенда под полем называет показанные пометки.</translation>
        </message>
        <message>
            <source>Mines left: the mines on the board minus your flags (below zero when there are more flags than mines).</source>
            <translation>Осталось мин: мины на поле минус ваши флажки (меньше нуля, если флажков больше, чем мин).</translation>
        </message>
        <message>
            <source>Seconds played, up to 999. The clock stops while the game is paused (P).</source>
            <translation>Секунды игры, до 999. На паузе (P) часы стоят.</translation>
        </message>
        <message>
            <source>New game (F2). The face shows how the game stands: smiling while you play, surprised while you press, glasses on a win, crosses on a loss.</source>
            <translation>Новая игра (F2). Смайлик показывает, как идёт игра: улыбается, пока вы играете, удивляется, пока вы нажимаете, в очках после победы, с крестиками после проигрыша.</translation>
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
            <translation>Вокруг числа {number} нет мин, поэтому клетка ({cell}) безопасна.</translation>
        </message>
        <message numerus="yes">
            <source>{number} already has its %n mine(s) flagged, so its other covered cells are safe, including {cell}.</source>
            <translation>
                <numerusform>У числа {number} уже отмечена флажком %n мина, поэтому его остальные закрытые клетки безопасны, в том числе клетка ({cell}).</numerusform>
                <numerusform>У числа {number} уже отмечены флажками %n мины, поэтому его остальные закрытые клетки безопасны, в том числе клетка ({cell}).</numerusform>
                <numerusform>У числа {number} уже отмечены флажками %n мин, поэтому его остальные закрытые клетки безопасны, в том числе клетка ({cell}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{number} touches exactly %n covered cell(s)</source>
            <translation>
                <numerusform>Число {number} касается ровно %n закрытой клетки</numerusform>
                <numerusform>Число {number} касается ровно %n закрытых клеток</numerusform>
                <numerusform>Число {number} касается ровно %n закрытых клеток</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{number} has {flagged} flagged and needs {more}; it touches exactly %n other covered cell(s)</source>
            <translation>
                <numerusform>У числа {number} отмечено флажками: {flagged}, нужно {more}; оно касается ровно %n другой закрытой клетки</numerusform>
                <numerusform>У числа {number} отмечено флажками: {flagged}, нужно {more}; оно касается ровно %n других закрытых клеток</numerusform>
                <numerusform>У числа {number} отмечено флажками: {flagged}, нужно {more}; оно касается ровно %n других закрытых клеток</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more</source>
            <translation>
                <numerusform>ещё %n</numerusform>
                <numerusform>ещё %n</numerusform>
                <numerusform>ещё %n</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}, so {cell} is a mine.</source>
            <translation>{head}, поэтому клетка ({cell}) — мина.</translation>
        </message>
        <message>
            <source>{head}, so both are mines: {cell} is a mine.</source>
            <translation>{head}, поэтому обе — мины: клетка ({cell}) — мина.</translation>
        </message>
        <message>
            <source>{head}, so all of them are mines: {cell} is a mine.</source>
            <translation>{head}, поэтому все они — мины: клетка ({cell}) — мина.</translation>
        </message>
        <message numerus="yes">
            <source>Every covered cell around {a} also touches {b}, so the %n more mine(s) it needs (is|are) next to both numbers.</source>
            <translation>
                <numerusform>Каждая закрытая клетка вокруг числа {a} касается и числа {b}, поэтому недостающая %n мина находится рядом с обоими числами.</numerusform>
                <numerusform>Каждая закрытая клетка вокруг числа {a} касается и числа {b}, поэтому недостающие %n мины находятся рядом с обоими числами.</numerusform>
                <numerusform>Каждая закрытая клетка вокруг числа {a} касается и числа {b}, поэтому недостающие %n мин находятся рядом с обоими числами.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Every covered cell around {a} also touches {b}, so the %n mine(s) it needs (is|are) next to both numbers.</source>
            <translation>
                <numerusform>Каждая закрытая клетка вокруг числа {a} касается и числа {b}, поэтому нужная ему %n мина находится рядом с обоими числами.</numerusform>
                <numerusform>Каждая закрытая клетка вокруг числа {a} касается и числа {b}, поэтому нужные ему %n мины находятся рядом с обоими числами.</numerusform>
                <numerusform>Каждая закрытая клетка вокруг числа {a} касается и числа {b}, поэтому нужные ему %n мин находятся рядом с обоими числами.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{a} needs {needs} but has only {away} away from {b}, so at least %n mine(s) (is|are) next to both numbers.</source>
            <translation>
                <numerusform>Числу {a} нужно {needs}, но вдали от числа {b} есть только {away}, поэтому хотя бы %n мина находится рядом с обоими числами.</numerusform>
                <numerusform>Числу {a} нужно {needs}, но вдали от числа {b} есть только {away}, поэтому хотя бы %n мины находятся рядом с обоими числами.</numerusform>
                <numerusform>Числу {a} нужно {needs}, но вдали от числа {b} есть только {away}, поэтому хотя бы %n мин находятся рядом с обоими числами.</numerusform>
            </translation>
        </message>
        <message>
            <source>That is all {b} still needs, so its other covered cells are safe, including {cell}.</source>
            <translation>Это всё, что ещё нужно числу {b}, поэтому его остальные закрытые клетки безопасны, в том числе клетка ({cell}).</translation>
        </message>
        <message>
            <source>That is all {b} needs, so its other covered cells are safe, including {cell}.</source>
            <translation>Это всё, что нужно числу {b}, поэтому его остальные закрытые клетки безопасны, в том числе клетка ({cell}).</translation>
        </message>
        <message numerus="yes">
            <source>%n covered cell(s)</source>
            <translation>
                <numerusform>%n закрытая клетка</numerusform>
                <numerusform>%n закрытые клетки</numerusform>
                <numerusform>%n закрытых клеток</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{a} needs only {needs}, so the cells it shares with {b} hold at most %n mine(s).</source>
            <translation>
                <numerusform>Числу {a} нужно только {needs}, поэтому в клетках, общих с числом {b}, не больше %n мины.</numerusform>
                <numerusform>Числу {a} нужно только {needs}, поэтому в клетках, общих с числом {b}, не больше %n мин.</numerusform>
                <numerusform>Числу {a} нужно только {needs}, поэтому в клетках, общих с числом {b}, не больше %n мин.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{b} needs {needs}, so its %n other covered cell(s) must hold the rest: {cell} is a mine.</source>
            <translation>
                <numerusform>Числу {b} нужно {needs}, поэтому в его %n другой закрытой клетке должен быть остаток: клетка ({cell}) — мина.</numerusform>
                <numerusform>Числу {b} нужно {needs}, поэтому в его %n других закрытых клетках должен быть остаток: клетка ({cell}) — мина.</numerusform>
                <numerusform>Числу {b} нужно {needs}, поэтому в его %n других закрытых клетках должен быть остаток: клетка ({cell}) — мина.</numerusform>
            </translation>
        </message>
        <message>
            <source>Suppose {cell} were safe.</source>
            <translation>Допустим, клетка ({cell}) безопасна.</translation>
        </message>
        <message>
            <source>Suppose {cell} were a mine.</source>
            <translation>Допустим, клетка ({cell}) — мина.</translation>
        </message>
        <message>
            <source>Then {number} makes {cells} safe.</source>
            <translation>Тогда число {number} делает безопасными: {cells}.</translation>
        </message>
        <message>
            <source>Then {number} makes {cells} a mine.</source>
            <translation>Тогда число {number} делает миной: {cells}.</translation>
        </message>
        <message>
            <source>Then {number} makes {cells} mines.</source>
            <translation>Тогда число {number} делает минами: {cells}.</translation>
        </message>
        <message>
            <source>But then {number} would have too many mines.</source>
            <translation>Но тогда у числа {number} было бы слишком много мин.</translation>
        </message>
        <message>
            <source>But then {number} would have too few mines.</source>
            <translation>Но тогда у числа {number} было бы слишком мало мин.</translation>
        </message>
        <message>
            <source>So {cell} is a mine.</source>
            <translation>Значит, клетка ({cell}) — мина.</translation>
        </message>
        <message>
            <source>So {cell} is safe.</source>
            <translation>Значит, клетка ({cell}) безопасна.</translation>
        </message>
        <message numerus="yes">
            <source>Try every way to place mines around {numbers} that fits all %n number(s): {cell} is a mine in each of them.</source>
            <translation>
                <numerusform>Переберите все способы расставить мины вокруг {numbers}, подходящие ко всем числам (%n): в каждом клетка ({cell}) — мина.</numerusform>
                <numerusform>Переберите все способы расставить мины вокруг {numbers}, подходящие ко всем %n числам: в каждом клетка ({cell}) — мина.</numerusform>
                <numerusform>Переберите все способы расставить мины вокруг {numbers}, подходящие ко всем %n числам: в каждом клетка ({cell}) — мина.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Try every way to place mines around {numbers} that fits all %n number(s): {cell} is safe in each of them.</source>
            <translation>
                <numerusform>Переберите все способы расставить мины вокруг {numbers}, подходящие ко всем числам (%n): в каждом клетка ({cell}) безопасна.</numerusform>
                <numerusform>Переберите все способы расставить мины вокруг {numbers}, подходящие ко всем %n числам: в каждом клетка ({cell}) безопасна.</numerusform>
                <numerusform>Переберите все способы расставить мины вокруг {numbers}, подходящие ко всем %n числам: в каждом клетка ({cell}) безопасна.</numerusform>
            </translation>
        </message>
        <message>
            <source>Try every way to place mines around the {count} highlighted numbers that fits all of them: {cell} is a mine in each of them.</source>
            <translation>Переберите все способы расставить мины вокруг подсвеченных чисел ({count}), подходящие ко всем из них: в каждом клетка ({cell}) — мина.</translation>
        </message>
        <message>
            <source>Try every way to place mines around the {count} highlighted numbers that fits all of them: {cell} is safe in each of them.</source>
            <translation>Переберите все способы расставить мины вокруг подсвеченных чисел ({count}), подходящие ко всем из них: в каждом клетка ({cell}) безопасна.</translation>
        </message>
        <message>
            <source>(Finding the easiest step takes too long here, so this uses {count} numbers around it; a smaller set may also work.)</source>
            <translation>(Поиск самого простого шага здесь занимает слишком много времени, поэтому используются числа вокруг ({count}); может хватить и меньшего набора.)</translation>
        </message>
        <message>
            <source>(This uses the {count} numbers around it; a smaller set may also work.)</source>
            <translation>(Используются числа вокруг ({count}); может хватить и меньшего набора.)</translation>
        </message>
        <message>
            <source>There are no mines</source>
            <translation>Мин нет</translation>
        </message>
        <message numerus="yes">
            <source>%n mine(s) (is|are) left</source>
            <translation>
                <numerusform>Осталась %n мина</numerusform>
                <numerusform>Осталось %n мины</numerusform>
                <numerusform>Осталось %n мин</numerusform>
            </translation>
        </message>
        <message>
            <source>The only mine is accounted for by the highlighted numbers</source>
            <translation>Единственную мину объясняют подсвеченные числа</translation>
        </message>
        <message>
            <source>The only mine is accounted for</source>
            <translation>Единственная мина объяснена</translation>
        </message>
        <message>
            <source>All {total} mines are accounted for by the highlighted numbers</source>
            <translation>Все мины ({total}) объясняют подсвеченные числа</translation>
        </message>
        <message>
            <source>All {total} mines are accounted for</source>
            <translation>Все мины ({total}) объяснены</translation>
        </message>
        <message>
            <source>All but {left} of the {total} mines are accounted for by the highlighted numbers</source>
            <translation>Подсвеченные числа объясняют все мины из {total}, кроме {left}</translation>
        </message>
        <message>
            <source>All but {left} of the {total} mines are accounted for</source>
            <translation>Объяснены все мины из {total}, кроме {left}</translation>
        </message>
        <message>
            <source>{head}, so every covered cell is safe, including {cell}.</source>
            <translation>{head}, поэтому каждая закрытая клетка безопасна, в том числе клетка ({cell}).</translation>
        </message>
        <message>
            <source>{head}, so every other covered cell is safe, including {cell}.</source>
            <translation>{head}, поэтому каждая другая закрытая клетка безопасна, в том числе клетка ({cell}).</translation>
        </message>
        <message>
            <source>{head}, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>{head}, поэтому каждая закрытая клетка, не касающаяся ни одного числа, безопасна, в том числе клетка ({cell}).</translation>
        </message>
        <message numerus="yes">
            <source>{head}, which need at least %n more mine(s) among their covered cells, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>
                <numerusform>{head}, а им нужно ещё хотя бы %n мина в их закрытых клетках, поэтому каждая закрытая клетка, не касающаяся ни одного числа, безопасна, в том числе клетка ({cell}).</numerusform>
                <numerusform>{head}, а им нужно ещё хотя бы %n мины в их закрытых клетках, поэтому каждая закрытая клетка, не касающаяся ни одного числа, безопасна, в том числе клетка ({cell}).</numerusform>
                <numerusform>{head}, а им нужно ещё хотя бы %n мин в их закрытых клетках, поэтому каждая закрытая клетка, не касающаяся ни одного числа, безопасна, в том числе клетка ({cell}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{head}, and the highlighted numbers need at least %n mine(s) among their covered cells, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>
                <numerusform>{head}, а подсвеченным числам нужна хотя бы %n мина в их закрытых клетках, поэтому каждая закрытая клетка, не касающаяся ни одного числа, безопасна, в том числе клетка ({cell}).</numerusform>
                <numerusform>{head}, а подсвеченным числам нужно хотя бы %n мины в их закрытых клетках, поэтому каждая закрытая клетка, не касающаяся ни одного числа, безопасна, в том числе клетка ({cell}).</numerusform>
                <numerusform>{head}, а подсвеченным числам нужно хотя бы %n мин в их закрытых клетках, поэтому каждая закрытая клетка, не касающаяся ни одного числа, безопасна, в том числе клетка ({cell}).</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}, and (it|they) can only go next to the highlighted numbers, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>{head}, а находиться они могут только рядом с подсвеченными числами, поэтому каждая закрытая клетка, не касающаяся ни одного числа, безопасна, в том числе клетка ({cell}).</translation>
        </message>
        <message numerus="yes">
            <source>{head}. The highlighted numbers leave room for at most %n mine(s) among their covered cells, so the only covered cell that touches no number, {cell}, is a mine.</source>
            <translation>
                <numerusform>{head}. В закрытых клетках подсвеченных чисел помещается не больше %n мины, поэтому единственная закрытая клетка, не касающаяся ни одного числа, клетка ({cell}), — мина.</numerusform>
                <numerusform>{head}. В закрытых клетках подсвеченных чисел помещается не больше %n мин, поэтому единственная закрытая клетка, не касающаяся ни одного числа, клетка ({cell}), — мина.</numerusform>
                <numerusform>{head}. В закрытых клетках подсвеченных чисел помещается не больше %n мин, поэтому единственная закрытая клетка, не касающаяся ни одного числа, клетка ({cell}), — мина.</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}. So the only covered cell that touches no number, {cell}, is a mine.</source>
            <translation>{head}. Значит, единственная закрытая клетка, не касающаяся ни одного числа, клетка ({cell}), — мина.</translation>
        </message>
        <message numerus="yes">
            <source>{head}. The highlighted numbers leave room for at most {room} among their covered cells, so the %n covered cells that touch no number are all mines: {cell} is a mine.</source>
            <translation>
                <numerusform>{head}. В закрытых клетках подсвеченных чисел помещается не больше {room}, поэтому %n закрытая клетка, не касающаяся ни одного числа, — мина: клетка ({cell}) — мина.</numerusform>
                <numerusform>{head}. В закрытых клетках подсвеченных чисел помещается не больше {room}, поэтому все %n закрытые клетки, не касающиеся ни одного числа, — мины: клетка ({cell}) — мина.</numerusform>
                <numerusform>{head}. В закрытых клетках подсвеченных чисел помещается не больше {room}, поэтому все %n закрытых клеток, не касающихся ни одного числа, — мины: клетка ({cell}) — мина.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{head}. So the %n covered cells that touch no number are all mines: {cell} is a mine.</source>
            <translation>
                <numerusform>{head}. Значит, %n закрытая клетка, не касающаяся ни одного числа, — мина: клетка ({cell}) — мина.</numerusform>
                <numerusform>{head}. Значит, все %n закрытые клетки, не касающиеся ни одного числа, — мины: клетка ({cell}) — мина.</numerusform>
                <numerusform>{head}. Значит, все %n закрытых клеток, не касающихся ни одного числа, — мины: клетка ({cell}) — мина.</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fits the count; with that, {cell} is always a mine.</source>
            <translation>{head}. Подсвеченные числа вокруг клетки ({cell}) допускают в своих закрытых клетках столько мин: {allowed}, но со счётчиком сходится только {fits}; при этом клетка ({cell}) всегда мина.</translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fits the count; with that, {cell} is always safe.</source>
            <translation>{head}. Подсвеченные числа вокруг клетки ({cell}) допускают в своих закрытых клетках столько мин: {allowed}, но со счётчиком сходится только {fits}; при этом клетка ({cell}) всегда безопасна.</translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fit the count; with that, {cell} is always a mine.</source>
            <translation>{head}. Подсвеченные числа вокруг клетки ({cell}) допускают в своих закрытых клетках столько мин: {allowed}, но со счётчиком сходятся только {fits}; при этом клетка ({cell}) всегда мина.</translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fit the count; with that, {cell} is always safe.</source>
            <translation>{head}. Подсвеченные числа вокруг клетки ({cell}) допускают в своих закрытых клетках столько мин: {allowed}, но со счётчиком сходятся только {fits}; при этом клетка ({cell}) всегда безопасна.</translation>
        </message>
        <message>
            <source>{head}. Counting the mines left against every way the highlighted numbers allow, {cell} is a mine.</source>
            <translation>{head}. Если сверить оставшиеся мины со всеми вариантами, которые допускают подсвеченные числа, клетка ({cell}) — мина.</translation>
        </message>
        <message>
            <source>{head}. Counting the mines left against every way the highlighted numbers allow, {cell} is safe.</source>
            <translation>{head}. Если сверить оставшиеся мины со всеми вариантами, которые допускают подсвеченные числа, клетка ({cell}) безопасна.</translation>
        </message>
        <message numerus="yes">
            <source>%n number(s) (has|have) more flags around (it|them) than (its value|their values).</source>
            <translation>
                <numerusform>У %n числа флажков вокруг больше, чем его значение.</numerusform>
                <numerusform>У %n чисел флажков вокруг больше, чем их значения.</numerusform>
                <numerusform>У %n чисел флажков вокруг больше, чем их значения.</numerusform>
            </translation>
        </message>
        <message>
            <source>no mine</source>
            <translation>ни одной мины</translation>
        </message>
        <message numerus="yes">
            <source>only %n mine(s)</source>
            <translation>
                <numerusform>только %n мина</numerusform>
                <numerusform>только %n мины</numerusform>
                <numerusform>только %n мин</numerusform>
            </translation>
        </message>
        <message>
            <source>so the flag is wrong</source>
            <translation>поэтому флажок неверен</translation>
        </message>
        <message>
            <source>so all of these flags are wrong</source>
            <translation>поэтому все эти флажки неверны</translation>
        </message>
        <message numerus="yes">
            <source>so at least %n of these flags (is|are) wrong</source>
            <translation>
                <numerusform>поэтому хотя бы %n из этих флажков неверен</numerusform>
                <numerusform>поэтому хотя бы %n из этих флажков неверны</numerusform>
                <numerusform>поэтому хотя бы %n из этих флажков неверны</numerusform>
            </translation>
        </message>
        <message>
            <source>{number} has {flags} around it, at {cells}, but {room}, {verdict}.</source>
            <translation>У числа {number} вокруг {flags}, в клетках ({cells}), но {room}, {verdict}.</translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s)</source>
            <translation>
                <numerusform>%n флажок</numerusform>
                <numerusform>%n флажка</numerusform>
                <numerusform>%n флажков</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more number(s) (has|have) too many flags as well.</source>
            <translation>
                <numerusform>Ещё у %n числа тоже слишком много флажков.</numerusform>
                <numerusform>Ещё у %n чисел тоже слишком много флажков.</numerusform>
                <numerusform>Ещё у %n чисел тоже слишком много флажков.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) (is|are) wrong.</source>
            <translation>
                <numerusform>%n флажок неверен.</numerusform>
                <numerusform>%n флажка неверны.</numerusform>
                <numerusform>%n флажков неверны.</numerusform>
            </translation>
        </message>
        <message>
            <source>The flag at {cells} is on a safe cell: the numbers prove there is no mine there.</source>
            <translation>Флажок в клетке ({cells}) стоит на безопасной клетке: числа доказывают, что мины там нет.</translation>
        </message>
        <message>
            <source>The flags at {cells} are on safe cells: the numbers prove there are no mines there.</source>
            <translation>Флажки в клетках ({cells}) стоят на безопасных клетках: числа доказывают, что мин там нет.</translation>
        </message>
        <message>
            <source>Press Hint again and I will remove the flag at {cell}.</source>
            <translation>Нажмите «Подсказку» ещё раз, и я сниму флажок с клетки ({cell}).</translation>
        </message>
        <message>
            <source>Removing the flag at {cell}.</source>
            <translation>Снимаю флажок с клетки ({cell}).</translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) cannot be proven yet; (it|they) may be wrong.</source>
            <translation>
                <numerusform>%n флажок пока нельзя доказать; он может быть неверен.</numerusform>
                <numerusform>%n флажка пока нельзя доказать; они могут быть неверны.</numerusform>
                <numerusform>%n флажков пока нельзя доказать; они могут быть неверны.</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing proves the flag at {cells} yet: it may be wrong.</source>
            <translation>Флажок в клетке ({cells}) пока ничем не доказан: он может быть неверен.</translation>
        </message>
        <message>
            <source>Nothing proves the flags at {cells} yet: each may be wrong.</source>
            <translation>Флажки в клетках ({cells}) пока ничем не доказаны: каждый может быть неверен.</translation>
        </message>
        <message>
            <source>These numbers cannot all be right: no arrangement of exactly {total} mines fits them.</source>
            <translation>Эти числа не могут быть все верны: им не подходит ни одна расстановка ровно {total} мин.</translation>
        </message>
        <message>
            <source>These numbers cannot all be right: no arrangement of mines fits the numbers around {cell}.</source>
            <translation>Эти числа не могут быть все верны: ни одна расстановка мин не подходит к числам вокруг клетки ({cell}).</translation>
        </message>
        <message>
            <source>You can open a cell by counting the mines that are left, with the help of the highlighted numbers.</source>
            <translation>Можно открыть клетку, посчитав оставшиеся мины, с помощью подсвеченных чисел.</translation>
        </message>
        <message>
            <source>You can open a cell by counting the mines that are left.</source>
            <translation>Можно открыть клетку, посчитав оставшиеся мины.</translation>
        </message>
        <message>
            <source>You can open a cell in the highlighted area: one number there tells you enough.</source>
            <translation>Можно открыть клетку в подсвеченной области: там хватит одного числа.</translation>
        </message>
        <message numerus="yes">
            <source>You can open a cell in the highlighted area: %n numbers there together tell you enough.</source>
            <translation>
                <numerusform>Можно открыть клетку в подсвеченной области: там хватит %n числа вместе.</numerusform>
                <numerusform>Можно открыть клетку в подсвеченной области: там хватит %n чисел вместе.</numerusform>
                <numerusform>Можно открыть клетку в подсвеченной области: там хватит %n чисел вместе.</numerusform>
            </translation>
        </message>
        <message>
            <source>You can make progress by counting the mines that are left, with the help of the highlighted numbers.</source>
            <translation>Можно продвинуться, посчитав оставшиеся мины, с помощью подсвеченных чисел.</translation>
        </message>
        <message>
            <source>You can make progress by counting the mines that are left.</source>
            <translation>Можно продвинуться, посчитав оставшиеся мины.</translation>
        </message>
        <message>
            <source>You can make progress in the highlighted area: one number there tells you enough.</source>
            <translation>Можно продвинуться в подсвеченной области: там хватит одного числа.</translation>
        </message>
        <message numerus="yes">
            <source>You can make progress in the highlighted area: %n numbers there together tell you enough.</source>
            <translation>
                <numerusform>Можно продвинуться в подсвеченной области: там хватит %n числа вместе.</numerusform>
                <numerusform>Можно продвинуться в подсвеченной области: там хватит %n чисел вместе.</numerusform>
                <numerusform>Можно продвинуться в подсвеченной области: там хватит %n чисел вместе.</numerusform>
            </translation>
        </message>
        <message>
            <source>(A full check of this position takes too long, so this hint uses only nearby numbers.)</source>
            <translation>(Полная проверка этой позиции занимает слишком много времени, поэтому подсказка использует только ближайшие числа.)</translation>
        </message>
        <message>
            <source>Look at {cell}: the highlighted numbers and the mine count prove whether it is safe or a mine.</source>
            <translation>Посмотрите на клетку ({cell}): подсвеченные числа и счётчик мин доказывают, безопасна она или мина.</translation>
        </message>
        <message>
            <source>Look at {cell}: the mine count proves whether it is safe or a mine.</source>
            <translation>Посмотрите на клетку ({cell}): счётчик мин доказывает, безопасна она или мина.</translation>
        </message>
        <message>
            <source>Look at {cell}: the highlighted number proves whether it is safe or a mine.</source>
            <translation>Посмотрите на клетку ({cell}): подсвеченное число доказывает, безопасна она или мина.</translation>
        </message>
        <message>
            <source>Look at {cell}: the highlighted numbers prove whether it is safe or a mine.</source>
            <translation>Посмотрите на клетку ({cell}): подсвеченные числа доказывают, безопасна она или мина.</translation>
        </message>
        <message>
            <source>Press Hint again and I will flag {cell} for you.</source>
            <translation>Нажмите «Подсказку» ещё раз, и я поставлю флажок на клетку ({cell}).</translation>
        </message>
        <message>
            <source>Press Hint again and I will open {cell} for you.</source>
            <translation>Нажмите «Подсказку» ещё раз, и я открою клетку ({cell}).</translation>
        </message>
        <message>
            <source>Flagging {cell}.</source>
            <translation>Ставлю флажок на клетку ({cell}).</translation>
        </message>
        <message>
            <source>Opening {cell}.</source>
            <translation>Открываю клетку ({cell}).</translation>
        </message>
        <message>
            <source>Every covered cell left is a mine: the board is solved. Well done!</source>
            <translation>Все оставшиеся закрытые клетки — мины: поле решено. Отлично!</translation>
        </message>
        <message>
            <source>No covered cell can be proven safe right now, so the next move is a guess. Try the cell with the best odds.</source>
            <translation>Сейчас ни одну закрытую клетку нельзя доказать безопасной, так что следующий ход — угадывание. Выберите клетку с лучшими шансами.</translation>
        </message>
        <message>
            <source>No covered cell can be proven safe or a mine right now, so the next move is a guess. Try the cell with the best odds.</source>
            <translation>Сейчас ни одну закрытую клетку нельзя доказать ни безопасной, ни миной, так что следующий ход — угадывание. Выберите клетку с лучшими шансами.</translation>
        </message>
        <message>
            <source>This position takes too long to check, and no small group of numbers proves anything. Press Hint again to let me think longer.</source>
            <translation>Проверка этой позиции занимает слишком много времени, а ни одна маленькая группа чисел ничего не доказывает. Нажмите «Подсказку» ещё раз, чтобы я подумал дольше.</translation>
        </message>
        <message>
            <source>You have not placed any flags, so there is nothing to check.</source>
            <translation>Вы не поставили ни одного флажка, так что проверять нечего.</translation>
        </message>
        <message>
            <source>No flag is provably wrong, but checking every flag takes too long here.</source>
            <translation>Ни один флажок не доказуемо неверен, но проверка всех флажков здесь занимает слишком много времени.</translation>
        </message>
        <message>
            <source>Your flag is a proven mine.</source>
            <translation>Ваш флажок стоит на доказанной мине.</translation>
        </message>
        <message>
            <source>Both your flags are proven mines.</source>
            <translation>Оба ваших флажка стоят на доказанных минах.</translation>
        </message>
        <message numerus="yes">
            <source>All %n flags are proven mines.</source>
            <translation>
                <numerusform>Все %n флажок стоят на доказанных минах.</numerusform>
                <numerusform>Все %n флажка стоят на доказанных минах.</numerusform>
                <numerusform>Все %n флажков стоят на доказанных минах.</numerusform>
            </translation>
        </message>
        <message>
            <source>Checking the other flags takes too long here.</source>
            <translation>Проверка остальных флажков здесь занимает слишком много времени.</translation>
        </message>
        <message numerus="yes">
            <source>%n more mine(s)</source>
            <translation>
                <numerusform>ещё %n мина</numerusform>
                <numerusform>ещё %n мины</numerusform>
                <numerusform>ещё %n мин</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mine(s)</source>
            <translation>
                <numerusform>%n мина</numerusform>
                <numerusform>%n мины</numerusform>
                <numerusform>%n мин</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>KeptGame</name>
        <message>
            <source>Your game from last time was not resumed: its file {file} cannot be moved ({cause}), so it would come back at every start. Move or delete it by hand.</source>
            <translation>Ваша игра с прошлого раза не возобновлена: её файл {file} нельзя переместить ({cause}), поэтому она возвращалась бы при каждом запуске. Переместите или удалите его вручную.</translation>
        </message>
        <message>
            <source>Your game from last time could not be played on (the file is damaged or was changed); it was kept as {file} in {folder}, and a new game starts.</source>
            <translation>Вашу игру с прошлого раза нельзя продолжить (файл повреждён или изменён); он сохранён как {file} в {folder}, начинается новая игра.</translation>
        </message>
        <message>
            <source>the file or its folder is read-only</source>
            <translation>файл или его папка доступны только для чтения</translation>
        </message>
        <message>
            <source>The game in progress ({level}, {seconds} s played) could not be kept for the next start: {cause}.</source>
            <translation>Текущую игру ({level}, сыграно {seconds} с) не удалось сохранить до следующего запуска: {cause}.</translation>
        </message>
        <message>
            <source>Free some space or make the folder writable, then press Try again. If you close now, what is named above is lost.</source>
            <translation>Освободите место или разрешите запись в папку, затем нажмите «Попробовать снова». Если закрыть сейчас, всё названное выше будет потеряно.</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Попробовать снова</translation>
        </message>
        <message>
            <source>Keep the window open</source>
            <translation>Оставить окно открытым</translation>
        </message>
        <message>
            <source>Close and lose it</source>
            <translation>Закрыть и потерять её</translation>
        </message>
    </context>
    <context>
        <name>Legend</name>
        <message>
            <source>the mine you hit</source>
            <translation>мина, на которую вы наткнулись</translation>
        </message>
        <message>
            <source>the cell the hint is about</source>
            <translation>клетка, о которой подсказка</translation>
        </message>
        <message>
            <source>safe: open it</source>
            <translation>безопасна: откройте её</translation>
        </message>
        <message>
            <source>a mine: flag it</source>
            <translation>мина: поставьте флажок</translation>
        </message>
        <message>
            <source>the numbers that prove it</source>
            <translation>числа, которые это доказывают</translation>
        </message>
        <message>
            <source>the numbers the reason uses</source>
            <translation>числа, на которые опирается объяснение</translation>
        </message>
        <message>
            <source>cells a supposition decides</source>
            <translation>клетки, решённые допущением</translation>
        </message>
        <message>
            <source>a flag on a safe cell</source>
            <translation>флажок на безопасной клетке</translation>
        </message>
        <message>
            <source>a flag nothing proves yet</source>
            <translation>флажок, который пока ничем не доказан</translation>
        </message>
        <message>
            <source>a number with too many flags</source>
            <translation>число со слишком многими флажками</translation>
        </message>
        <message>
            <source>one of these flags is wrong</source>
            <translation>один из этих флажков неверен</translation>
        </message>
        <message>
            <source>numbers that contradict</source>
            <translation>противоречащие числа</translation>
        </message>
    </context>
    <context>
        <name>Lessons</name>
        <message>
            <source>The rules</source>
            <translation>Правила</translation>
        </message>
        <message>
            <source>Some covered cells hide mines. Open every other cell to win; open a mine and the game is lost. An opened cell shows how many of its eight neighbours are mines. Right-click a cell you know is a mine, or press F on it, to flag it. On these boards logic always tells you a safe move: you never have to guess.</source>
            <translation>В некоторых закрытых клетках спрятаны мины. Откройте все остальные клетки, чтобы выиграть; откроете мину — игра проиграна. Открытая клетка показывает, сколько из восьми её соседей — мины. Щёлкните правой кнопкой по клетке, где точно мина, или нажмите на ней F, чтобы поставить флажок. На этих полях логика всегда подскажет безопасный ход: угадывать никогда не нужно.</translation>
        </message>
        <message>
            <source>The first click</source>
            <translation>Первый щелчок</translation>
        </message>
        <message>
            <source>Your first click is always safe, and so are its neighbours, so it opens an area. A 0 opens its neighbours by itself. The numbers along the edge of that area are where the reasoning starts.</source>
            <translation>Первый щелчок всегда безопасен, как и соседние клетки, поэтому он открывает область. 0 сам открывает своих соседей. С чисел по краю этой области и начинается рассуждение.</translation>
        </message>
        <message>
            <source>One number decides</source>
            <translation>Решает одно число</translation>
        </message>
        <message>
            <source>When a number has as many covered neighbours as mines it still needs, all of them are mines; when it needs no more mines (its flags already count), the rest are safe. Find a cell one number decides, then open it (click or Space) or flag it (right-click or F).</source>
            <translation>Если у числа столько закрытых соседей, сколько мин ему ещё нужно, все они — мины; если мин ему больше не нужно (флажки учитываются), остальные безопасны. Найдите клетку, которую решает одно число, и откройте её (щелчок или пробел) или поставьте флажок (правый щелчок или F).</translation>
        </message>
        <message>
            <source>Two numbers together (1-1)</source>
            <translation>Два числа вместе (1-1)</translation>
        </message>
        <message>
            <source>No number decides anything alone here. But the corner 1 sees only cells its neighbour 1 also sees: the neighbour's one mine is among them, so its other covered cell is safe. Find a cell the two numbers decide together.</source>
            <translation>Здесь ни одно число в одиночку ничего не решает. Но угловая 1 видит только клетки, которые видит и соседняя 1: единственная мина соседки среди них, поэтому её другая закрытая клетка безопасна. Найдите клетку, которую решают два числа вместе.</translation>
        </message>
        <message>
            <source>Three numbers together</source>
            <translation>Три числа вместе</translation>
        </message>
        <message>
            <source>Sometimes no one or two numbers decide anything and three do: try each way to place mines that fits all three, and a cell that comes out the same every time is decided. Flags count as mines.</source>
            <translation>Иногда ни одно и ни два числа ничего не решают, а три решают: переберите каждую расстановку мин, подходящую ко всем трём, и клетка, которая каждый раз выходит одинаковой, решена. Флажки считаются минами.</translation>
        </message>
        <message>
            <source>The mine count</source>
            <translation>Счётчик мин</translation>
        </message>
        <message>
            <source>When the numbers decide nothing, count the mines. The counter shows how many there are in all; if the numbers already account for every one, each covered cell beyond them is safe.</source>
            <translation>Когда числа ничего не решают, посчитайте мины. Счётчик показывает, сколько их всего; если числа уже объясняют каждую, все закрытые клетки за их пределами безопасны.</translation>
        </message>
    </context>
    <context>
        <name>Levels</name>
        <message>
            <source>Custom {width}x{height}, {mines} mines</source>
            <translation>Особый {width}x{height}, мин: {mines}</translation>
        </message>
        <message>
            <source>Beginner</source>
            <translation>Новичок</translation>
        </message>
        <message>
            <source>Intermediate</source>
            <translation>Любитель</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Профессионал</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Особый</translation>
        </message>
        <message>
            <source>Unknown level {level}: use beginner, intermediate, expert or WxH/M, e.g. 30x16/99 (30 columns, 16 rows, 99 mines).</source>
            <translation>Неизвестный уровень {level}: используйте beginner, intermediate, expert или ШxВ/М, например 30x16/99 (30 столбцов, 16 рядов, 99 мин).</translation>
        </message>
        <message>
            <source>Width and height must be between 1 and {most}, not {width}x{height}.</source>
            <translation>Ширина и высота должны быть от 1 до {most}, а не {width}x{height}.</translation>
        </message>
        <message>
            <source>A board needs at least one mine, not {mines}.</source>
            <translation>Полю нужна хотя бы одна мина, а не {mines}.</translation>
        </message>
        <message>
            <source>The number of mines cannot be negative ({mines} was asked for).</source>
            <translation>Число мин не может быть отрицательным (запрошено {mines}).</translation>
        </message>
        <message>
            <source>A {width}x{height} board has no room for mines: the first click and its neighbours never hold one. Make one side at least 4.</source>
            <translation>На поле {width}x{height} нет места для мин: в первой открытой клетке и её соседях их никогда нет. Сделайте одну сторону не меньше 4.</translation>
        </message>
        <message numerus="yes">
            <source>A {width}x{height} board holds at most %n mine(s): the first cell opened and its neighbours never hold one ({mines} were asked for).</source>
            <translation>
                <numerusform>На поле {width}x{height} помещается не больше %n мины: в первой открытой клетке и её соседях их никогда нет (запрошено {mines}).</numerusform>
                <numerusform>На поле {width}x{height} помещается не больше %n мин: в первой открытой клетке и её соседях их никогда нет (запрошено {mines}).</numerusform>
                <numerusform>На поле {width}x{height} помещается не больше %n мин: в первой открытой клетке и её соседях их никогда нет (запрошено {mines}).</numerusform>
            </translation>
        </message>
        <message>
            <source>A board 2 cells high needs an even number of mines: the two cells of a column look the same to every number, so a column with one mine would be a guess.</source>
            <translation>Полю высотой в 2 клетки нужно чётное число мин: обе клетки столбца выглядят для каждого числа одинаково, так что столбец с одной миной был бы угадыванием.</translation>
        </message>
        <message>
            <source>A board 2 cells wide needs an even number of mines: the two cells of a row look the same to every number, so a row with one mine would be a guess.</source>
            <translation>Полю шириной в 2 клетки нужно чётное число мин: обе клетки ряда выглядят для каждого числа одинаково, так что ряд с одной миной был бы угадыванием.</translation>
        </message>
        <message>
            <source>Wide</source>
            <translation>Широкое</translation>
        </message>
        <message>
            <source>Big</source>
            <translation>Большое</translation>
        </message>
    </context>
    <context>
        <name>Lists</name>
        <message numerus="yes">
            <source>%n more highlighted flag(s)</source>
            <translation>
                <numerusform>ещё %n подсвеченный флажок</numerusform>
                <numerusform>ещё %n подсвеченных флажка</numerusform>
                <numerusform>ещё %n подсвеченных флажков</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more highlighted cell(s)</source>
            <translation>
                <numerusform>ещё %n подсвеченная клетка</numerusform>
                <numerusform>ещё %n подсвеченные клетки</numerusform>
                <numerusform>ещё %n подсвеченных клеток</numerusform>
            </translation>
        </message>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>{list} or {last}</source>
            <translation>{list} или {last}</translation>
        </message>
        <message>
            <source>{list} and {last}</source>
            <translation>{list} и {last}</translation>
        </message>
    </context>
    <context>
        <name>Loss</name>
        <message>
            <source>The chord on {number} opened {cell}: its flags looked complete, so its other covered cells seemed safe.</source>
            <translation>Аккорд на числе {number} открыл клетку ({cell}): его флажки выглядели полными, поэтому остальные закрытые клетки казались безопасными.</translation>
        </message>
        <message>
            <source>The chord on {number} opened {cell}: its flags looked complete, so its other covered cells seemed safe, but the flag at {flags} was not on a mine.</source>
            <translation>Аккорд на числе {number} открыл клетку ({cell}): его флажки выглядели полными, поэтому остальные закрытые клетки казались безопасными, но флажок в клетке ({flags}) стоял не на мине.</translation>
        </message>
        <message>
            <source>The chord on {number} opened {cell}: its flags looked complete, so its other covered cells seemed safe, but the flags at {flags} were not on mines.</source>
            <translation>Аккорд на числе {number} открыл клетку ({cell}): его флажки выглядели полными, поэтому остальные закрытые клетки казались безопасными, но флажки в клетках ({flags}) стояли не на минах.</translation>
        </message>
        <message>
            <source>{cell} was provably a mine.</source>
            <translation>Можно было доказать, что клетка ({cell}) — мина.</translation>
        </message>
        <message>
            <source>Step by step (each step counts the mines proven before it as flagged): {steps}</source>
            <translation>Шаг за шагом (каждый шаг считает доказанные до него мины отмеченными): {steps}</translation>
        </message>
        <message>
            <source>No way to place the mines that fits the numbers and the mine count leaves {cell} safe.</source>
            <translation>Ни одна расстановка мин, подходящая к числам и счётчику мин, не оставляет клетку ({cell}) безопасной.</translation>
        </message>
        <message>
            <source>No way to place the mines that fits the numbers leaves {cell} safe.</source>
            <translation>Ни одна расстановка мин, подходящая к числам, не оставляет клетку ({cell}) безопасной.</translation>
        </message>
        <message>
            <source>Nothing proved {cell} safe, and its numbers alone did not prove it a mine. Whether the mine count did, and the odds of a mine there, took too long to work out.</source>
            <translation>Ничто не доказывало, что клетка ({cell}) безопасна, а одни её числа не доказывали мину. Доказывал ли это счётчик мин и каковы были шансы мины, вычислять слишком долго.</translation>
        </message>
        <message>
            <source>Nothing proved {cell} safe. Whether it was provably a mine took too long to work out.</source>
            <translation>Ничто не доказывало, что клетка ({cell}) безопасна. Можно ли было доказать мину, вычислять слишком долго.</translation>
        </message>
        <message>
            <source>Nothing proved {cell} safe: opening it was a guess.</source>
            <translation>Ничто не доказывало, что клетка ({cell}) безопасна: открыть её было угадыванием.</translation>
        </message>
        <message>
            <source>Working out the odds took too long.</source>
            <translation>Расчёт шансов занял слишком много времени.</translation>
        </message>
        <message>
            <source>Of all the ways to place the mines that fit the numbers and the mine count, {percent} put a mine on {cell}.</source>
            <translation>Из всех расстановок мин, подходящих к числам и счётчику мин, {percent} ставят мину в клетку ({cell}).</translation>
        </message>
        <message>
            <source>Finding the easiest deduction in that position took too long.</source>
            <translation>Поиск самого простого вывода в этой позиции занял слишком много времени.</translation>
        </message>
        <message>
            <source>Nothing else could be proven in that position either: it needed a guess.</source>
            <translation>В этой позиции больше ничего нельзя было доказать: требовалось угадывание.</translation>
        </message>
        <message>
            <source>It was also the easiest deduction in that position: {cell} should have been flagged, not opened.</source>
            <translation>Это был и самый простой вывод в той позиции: на клетку ({cell}) нужно было поставить флажок, а не открывать её.</translation>
        </message>
        <message>
            <source>The easiest deduction available instead: {step}</source>
            <translation>Самый простой доступный вывод вместо этого: {step}</translation>
        </message>
        <message>
            <source>Showing it step by step took too long.</source>
            <translation>Показ шаг за шагом занял слишком много времени.</translation>
        </message>
        <message>
            <source>Its step-by-step proof is too long to show here.</source>
            <translation>Пошаговое доказательство слишком длинное, чтобы показать его здесь.</translation>
        </message>
        <message>
            <source>Your flag at {flags} was not on a mine: the numbers proved {freed} safe.</source>
            <translation>Ваш флажок в клетке ({flags}) стоял не на мине: числа доказывали безопасность: {freed}.</translation>
        </message>
        <message>
            <source>Your flags at {flags} were not on mines: the numbers proved {freed} safe.</source>
            <translation>Ваши флажки в клетках ({flags}) стояли не на минах: числа доказывали безопасность: {freed}.</translation>
        </message>
        <message>
            <source>Your flag at {flags} was not on a mine; without it, {freed} was provably safe.</source>
            <translation>Ваш флажок в клетке ({flags}) стоял не на мине; без него можно было доказать безопасность: {freed}.</translation>
        </message>
        <message>
            <source>Your flags at {flags} were not on mines; without them, {freed} was provably safe.</source>
            <translation>Ваши флажки в клетках ({flags}) стояли не на минах; без них можно было доказать безопасность: {freed}.</translation>
        </message>
        <message>
            <source>Your flag at {flags} was not on a mine.</source>
            <translation>Ваш флажок в клетке ({flags}) стоял не на мине.</translation>
        </message>
        <message>
            <source>Your flags at {flags} were not on mines.</source>
            <translation>Ваши флажки в клетках ({flags}) стояли не на минах.</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>How to &amp;play…</source>
            <translation>&amp;Как играть…</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Новая игра</translation>
        </message>
        <message>
            <source>&amp;System language</source>
            <translation>&amp;Язык системы</translation>
        </message>
        <message>
            <source>&amp;Question marks</source>
            <translation>&amp;Вопросительные знаки</translation>
        </message>
        <message>
            <source>Hints without &amp;flags</source>
            <translation>Подсказки без &amp;флажков</translation>
        </message>
        <message>
            <source>&amp;Auto-open trivially safe cells</source>
            <translation>&amp;Автоматически открывать очевидно безопасные клетки</translation>
        </message>
        <message>
            <source>&amp;Standard rules (competition: no help of any kind)</source>
            <translation>&amp;Стандартные правила (соревнование: никакой помощи)</translation>
        </message>
        <message>
            <source>Brief anno&amp;uncements (screen readers)</source>
            <translation>Краткие &amp;сообщения (экранные дикторы)</translation>
        </message>
        <message>
            <source>&amp;Undo the mistake</source>
            <translation>&amp;Отменить ошибку</translation>
        </message>
        <message>
            <source>&amp;Retry this board</source>
            <translation>&amp;Повторить это поле</translation>
        </message>
        <message>
            <source>Re&amp;view the game…</source>
            <translation>&amp;Разбор игры…</translation>
        </message>
        <message>
            <source>Show the position before the &amp;mistake</source>
            <translation>Показать позицию до &amp;ошибки</translation>
        </message>
        <message>
            <source>&amp;Any</source>
            <translation>&amp;Любая</translation>
        </message>
        <message>
            <source>&amp;Easy (one number at a time)</source>
            <translation>&amp;Лёгкая (одно число за раз)</translation>
        </message>
        <message>
            <source>&amp;Hard (two numbers together)</source>
            <translation>&amp;Трудная (два числа вместе)</translation>
        </message>
        <message>
            <source>Hardes&amp;t (three+ numbers or the mine count)</source>
            <translation>&amp;Самая трудная (три+ числа или счётчик мин)</translation>
        </message>
        <message>
            <source>&amp;System</source>
            <translation>&amp;Системная</translation>
        </message>
        <message>
            <source>&amp;Light</source>
            <translation>&amp;Светлая</translation>
        </message>
        <message>
            <source>&amp;Dark</source>
            <translation>&amp;Тёмная</translation>
        </message>
        <message>
            <source>&amp;High contrast</source>
            <translation>&amp;Высокая контрастность</translation>
        </message>
        <message>
            <source>&amp;Off</source>
            <translation>&amp;Выкл.</translation>
        </message>
        <message>
            <source>While a &amp;hint is shown</source>
            <translation>Пока видна &amp;подсказка</translation>
        </message>
        <message>
            <source>&amp;Always</source>
            <translation>&amp;Всегда</translation>
        </message>
        <message>
            <source>&amp;{level} ({width}x{height}, {mines} mines)</source>
            <translation>&amp;{level} ({width}x{height}, мин: {mines})</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Игра</translation>
        </message>
        <message>
            <source>&amp;Options</source>
            <translation>&amp;Параметры</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Справка</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Подсказка</translation>
        </message>
        <message>
            <source>&amp;Check flags</source>
            <translation>&amp;Проверить флажки</translation>
        </message>
        <message>
            <source>&amp;Lessons…</source>
            <translation>&amp;Уроки…</translation>
        </message>
        <message>
            <source>&amp;About</source>
            <translation>&amp;О программе</translation>
        </message>
        <message>
            <source>&amp;New game</source>
            <translation>&amp;Новая игра</translation>
        </message>
        <message>
            <source>&amp;Logic</source>
            <translation>&amp;Логика</translation>
        </message>
        <message>
            <source>Cop&amp;y board id</source>
            <translation>&amp;Копировать идентификатор поля</translation>
        </message>
        <message>
            <source>&amp;Open board id…</source>
            <translation>&amp;Открыть идентификатор поля…</translation>
        </message>
        <message>
            <source>&amp;Daily board</source>
            <translation>Поле &amp;дня</translation>
        </message>
        <message>
            <source>&amp;Custom…</source>
            <translation>&amp;Особый…</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>&amp;Статистика…</translation>
        </message>
        <message>
            <source>&amp;Practice…</source>
            <translation>&amp;Тренировка…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Выход</translation>
        </message>
        <message>
            <source>A&amp;nalysis (mine probabilities; marks the game as assisted)</source>
            <translation>&amp;Анализ (вероятности мин; игра считается игрой с помощью)</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>&amp;Тема</translation>
        </message>
        <message>
            <source>Colour-&amp;blind numbers</source>
            <translation>Числа для &amp;дальтоников</translation>
        </message>
        <message>
            <source>Coo&amp;rdinates</source>
            <translation>&amp;Координаты</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Язык</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>&amp;Увеличить</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>&amp;Уменьшить</translation>
        </message>
        <message>
            <source>Actual si&amp;ze</source>
            <translation>&amp;Исходный размер</translation>
        </message>
        <message>
            <source>P&amp;ause</source>
            <translation>П&amp;ауза</translation>
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message>
            <source>a wrong flag</source>
            <translation>неверный флажок</translation>
        </message>
        <message>
            <source>the move that lost</source>
            <translation>проигравший ход</translation>
        </message>
        <message>
            <source>where you asked for a hint</source>
            <translation>где вы попросили подсказку</translation>
        </message>
        <message>
            <source>a guess where a forced move was there</source>
            <translation>угадывание, когда был вынужденный ход</translation>
        </message>
        <message>
            <source>Right: the cell at {cell} is a mine.</source>
            <translation>Верно: клетка ({cell}) — мина.</translation>
        </message>
        <message>
            <source>Right: the cell at {cell} is safe.</source>
            <translation>Верно: клетка ({cell}) безопасна.</translation>
        </message>
        <message>
            <source>The easiest proof here is about another cell.</source>
            <translation>Самое простое доказательство здесь касается другой клетки.</translation>
        </message>
        <message>
            <source>Wrong: the cell at {cell} is safe, not a mine.</source>
            <translation>Неверно: клетка ({cell}) безопасна, а не мина.</translation>
        </message>
        <message>
            <source>Wrong: the cell at {cell} is a mine.</source>
            <translation>Неверно: клетка ({cell}) — мина.</translation>
        </message>
        <message>
            <source>Not proven: nothing here shows that the cell at {cell} is a mine; a guess.</source>
            <translation>Не доказано: здесь ничто не показывает, что клетка ({cell}) — мина; это угадывание.</translation>
        </message>
        <message>
            <source>Not proven: nothing here shows that the cell at {cell} is safe; a guess.</source>
            <translation>Не доказано: здесь ничто не показывает, что клетка ({cell}) безопасна; это угадывание.</translation>
        </message>
        <message>
            <source>A move this position proves: {step}</source>
            <translation>Ход, который доказывает эта позиция: {step}</translation>
        </message>
        <message>
            <source>The practice file could not be read ({error}); it was kept as {file}.</source>
            <translation>Не удалось прочитать файл тренировки ({error}); он сохранён как {file}.</translation>
        </message>
        <message>
            <source>Practice results are kept in memory only: {error}.</source>
            <translation>Результаты тренировки хранятся только в памяти: {error}.</translation>
        </message>
        <message>
            <source>Practice results could not be read: {error}.</source>
            <translation>Не удалось прочитать результаты тренировки: {error}.</translation>
        </message>
        <message>
            <source>Some values in the practice file are impossible (a rating or an answer that cannot be); they are left out, and new answers are saved as usual.</source>
            <translation>Некоторые значения в файле тренировки невозможны (рейтинг или ответ, которых не может быть); они пропущены, а новые ответы сохраняются как обычно.</translation>
        </message>
        <message>
            <source>This answer could not be saved: {error}.</source>
            <translation>Этот ответ не удалось сохранить: {error}.</translation>
        </message>
        <message>
            <source>Rating chart</source>
            <translation>График рейтинга</translation>
        </message>
        <message>
            <source>Your rating will show here after your first puzzle.</source>
            <translation>Ваш рейтинг появится здесь после первой задачи.</translation>
        </message>
        <message numerus="yes">
            <source>Your rating after each of %n rated puzzle(s)</source>
            <translation>
                <numerusform>Ваш рейтинг после каждой из %n оценённой задачи</numerusform>
                <numerusform>Ваш рейтинг после каждой из %n оценённых задач</numerusform>
                <numerusform>Ваш рейтинг после каждой из %n оценённых задач</numerusform>
            </translation>
        </message>
        <message>
            <source>Looking through your recent games for moves to practise…</source>
            <translation>Ищу в ваших последних играх ходы для тренировки…</translation>
        </message>
        <message>
            <source>Looking for a puzzle near your rating…</source>
            <translation>Ищу задачу рядом с вашим рейтингом…</translation>
        </message>
        <message>
            <source>No puzzles from your own games yet: positions where you lost, flagged wrongly, guessed past a forced move or asked for a hint show up here.</source>
            <translation>Задач из ваших игр пока нет: здесь появятся позиции, где вы проиграли, поставили неверный флажок, угадывали вместо вынужденного хода или просили подсказку.</translation>
        </message>
        <message>
            <source>From your game of {date}, before move {move}: {reason}.</source>
            <translation>Из вашей игры от {date}, до хода {move}: {reason}.</translation>
        </message>
        <message>
            <source>No puzzle could be found: {reason}</source>
            <translation>Задачу найти не удалось: {reason}</translation>
        </message>
        <message>
            <source>A puzzle, rated {rating}.</source>
            <translation>Задача с рейтингом {rating}.</translation>
        </message>
        <message>
            <source>A puzzle for {technique}, rated {rating}.</source>
            <translation>Задача на приём «{technique}», рейтинг {rating}.</translation>
        </message>
        <message numerus="yes">
            <source>{intro} %n mine(s), {flags} of them flagged (every flag is right). Find a cell this position proves: click or press Space to open a safe cell, right-click or press F to flag a mine.</source>
            <translation>
                <numerusform>{intro} %n мина, из них {flags} отмечено флажком (каждый флажок верен). Найдите клетку, которую доказывает эта позиция: щелчком или пробелом откройте безопасную клетку, правым щелчком или клавишей F отметьте мину.</numerusform>
                <numerusform>{intro} %n мины, из них {flags} отмечено флажком (каждый флажок верен). Найдите клетку, которую доказывает эта позиция: щелчком или пробелом откройте безопасную клетку, правым щелчком или клавишей F отметьте мину.</numerusform>
                <numerusform>{intro} %n мин, из них {flags} отмечено флажком (каждый флажок верен). Найдите клетку, которую доказывает эта позиция: щелчком или пробелом откройте безопасную клетку, правым щелчком или клавишей F отметьте мину.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{intro} %n mine(s). Find a cell this position proves: click or press Space to open a safe cell, right-click or press F to flag a mine.</source>
            <translation>
                <numerusform>{intro} %n мина. Найдите клетку, которую доказывает эта позиция: щелчком или пробелом откройте безопасную клетку, правым щелчком или клавишей F отметьте мину.</numerusform>
                <numerusform>{intro} %n мины. Найдите клетку, которую доказывает эта позиция: щелчком или пробелом откройте безопасную клетку, правым щелчком или клавишей F отметьте мину.</numerusform>
                <numerusform>{intro} %n мин. Найдите клетку, которую доказывает эта позиция: щелчком или пробелом откройте безопасную клетку, правым щелчком или клавишей F отметьте мину.</numerusform>
            </translation>
        </message>
        <message>
            <source>Technique: {technique}.</source>
            <translation>Приём: {technique}.</translation>
        </message>
        <message>
            <source>Patterns: {patterns}.</source>
            <translation>Шаблоны: {patterns}.</translation>
        </message>
        <message>
            <source>Try again (not rated).</source>
            <translation>Ещё раз (без оценки).</translation>
        </message>
        <message>
            <source>Lesson {number} of {count}: {title}.</source>
            <translation>Урок {number} из {count}: {title}.</translation>
        </message>
        <message>
            <source>Your rating: {rating} ± {deviation}</source>
            <translation>Ваш рейтинг: {rating} ± {deviation}</translation>
        </message>
        <message>
            <source>(not rated: tried before)</source>
            <translation>(без оценки: уже решалась)</translation>
        </message>
        <message>
            <source>No puzzles answered yet.</source>
            <translation>Ответов на задачи пока нет.</translation>
        </message>
        <message>
            <source>Right the first time: {list}</source>
            <translation>Верно с первого раза: {list}</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>Добро пожаловать</translation>
        </message>
        <message>
            <source>New to Minesweeper, or to solving it without guessing? A short tutorial shows the rules and then one technique at a time, on small boards. You can open it later from Help &gt; Lessons.</source>
            <translation>Впервые играете в Сапёра или решаете без угадывания? Короткое обучение покажет правила, а потом по одному приёму за раз, на маленьких полях. Открыть его позже можно через Справка &gt; Уроки.</translation>
        </message>
        <message>
            <source>Show me the lessons</source>
            <translation>Показать уроки</translation>
        </message>
        <message>
            <source>Not now</source>
            <translation>Не сейчас</translation>
        </message>
        <message>
            <source>Every technique</source>
            <translation>Все приёмы</translation>
        </message>
        <message>
            <source>One number (single)</source>
            <translation>Одно число (одиночное)</translation>
        </message>
        <message>
            <source>Two numbers (pair)</source>
            <translation>Два числа (пара)</translation>
        </message>
        <message>
            <source>Three or more numbers (chain)</source>
            <translation>Три и больше чисел (цепочка)</translation>
        </message>
        <message>
            <source>The mine count</source>
            <translation>Счётчик мин</translation>
        </message>
        <message>
            <source>From your own games</source>
            <translation>Из ваших игр</translation>
        </message>
        <message>
            <source>one number</source>
            <translation>одно число</translation>
        </message>
        <message>
            <source>two numbers together</source>
            <translation>два числа вместе</translation>
        </message>
        <message>
            <source>three or more numbers together</source>
            <translation>три и больше чисел вместе</translation>
        </message>
        <message>
            <source>the mine count</source>
            <translation>счётчик мин</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>Тренировка</translation>
        </message>
        <message>
            <source>Technique</source>
            <translation>Приём</translation>
        </message>
        <message>
            <source>&amp;Next puzzle</source>
            <translation>&amp;Следующая задача</translation>
        </message>
        <message>
            <source>&amp;Try again</source>
            <translation>&amp;Ещё раз</translation>
        </message>
        <message>
            <source>&amp;Lessons</source>
            <translation>&amp;Уроки</translation>
        </message>
        <message>
            <source>Technique:</source>
            <translation>Приём:</translation>
        </message>
        <message>
            <source>&amp;Practice</source>
            <translation>&amp;Тренировка</translation>
        </message>
        <message>
            <source>&amp;Next lesson</source>
            <translation>&amp;Следующий урок</translation>
        </message>
        <message>
            <source>One number</source>
            <translation>Одно число</translation>
        </message>
        <message>
            <source>Two numbers together</source>
            <translation>Два числа вместе</translation>
        </message>
        <message>
            <source>Three or more numbers</source>
            <translation>Три и больше чисел</translation>
        </message>
        <message>
            <source>Practice rating chart</source>
            <translation>График рейтинга тренировки</translation>
        </message>
        <message numerus="yes">
            <source>Rating {rating} after %n rated puzzle(s)</source>
            <translation>
                <numerusform>Рейтинг {rating} после %n оценённой задачи</numerusform>
                <numerusform>Рейтинг {rating} после %n оценённых задач</numerusform>
                <numerusform>Рейтинг {rating} после %n оценённых задач</numerusform>
            </translation>
        </message>
        <message>
            <source>No rated puzzles yet</source>
            <translation>Оценённых задач пока нет</translation>
        </message>
        <message>
            <source>Solve a practice puzzle (Game &gt; Practice…) to see your rating here.</source>
            <translation>Решите задачу (Игра &gt; Тренировка…), чтобы увидеть здесь свой рейтинг.</translation>
        </message>
        <message>
            <source>rating after each of {count} rated puzzles, oldest left (everyone starts at {start})</source>
            <translation>рейтинг после каждой из оценённых задач ({count}), старые слева (все начинают с {start})</translation>
        </message>
        <message>
            <source>Right the first time, per technique (retries are not counted):</source>
            <translation>Верно с первого раза, по приёмам (повторы не считаются):</translation>
        </message>
        <message>
            <source>Accuracy per technique</source>
            <translation>Точность по приёмам</translation>
        </message>
        <message>
            <source>Puzzles</source>
            <translation>Задачи</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Верно</translation>
        </message>
        <message>
            <source>Accuracy</source>
            <translation>Точность</translation>
        </message>
        <message numerus="yes">
            <source>Your practice rating: {rating} ± {deviation} after %n rated puzzle(s).</source>
            <translation>
                <numerusform>Ваш рейтинг тренировки: {rating} ± {deviation} после %n оценённой задачи.</numerusform>
                <numerusform>Ваш рейтинг тренировки: {rating} ± {deviation} после %n оценённых задач.</numerusform>
                <numerusform>Ваш рейтинг тренировки: {rating} ± {deviation} после %n оценённых задач.</numerusform>
            </translation>
        </message>
        <message>
            <source>No practice yet. Game &gt; Practice… trains one technique at a time with puzzles near your rating.</source>
            <translation>Тренировок пока не было. Игра &gt; Тренировка… тренирует по одному приёму за раз на задачах рядом с вашим рейтингом.</translation>
        </message>
    </context>
    <context>
        <name>Replays</name>
        <message>
            <source>{name} is not a replay this game reads ({types}).</source>
            <translation>{name} — не повтор, который читает эта игра ({types}).</translation>
        </message>
        <message>
            <source>{file} cannot be opened: {reason}.</source>
            <translation>Не удаётся открыть {file}: {reason}.</translation>
        </message>
        <message>
            <source>{file} is not a file.</source>
            <translation>{file} — не файл.</translation>
        </message>
        <message>
            <source>{name} is empty.</source>
            <translation>{name} пуст.</translation>
        </message>
        <message>
            <source>{name} is too large to be a replay ({size} bytes).</source>
            <translation>{name} слишком велик для повтора ({size} байт).</translation>
        </message>
        <message>
            <source>Reading {name} took too long; it is not a replay.</source>
            <translation>Чтение {name} заняло слишком много времени; это не повтор.</translation>
        </message>
        <message>
            <source>The replay reader could not start: {error}.</source>
            <translation>Не удалось запустить чтение повторов: {error}.</translation>
        </message>
        <message>
            <source>{name} is damaged or not a replay ({error}).</source>
            <translation>{name} повреждён или не является повтором ({error}).</translation>
        </message>
        <message>
            <source>{name} is damaged: its header gives a 3BV of {said}, its board has {bv}.</source>
            <translation>{name} повреждён: в заголовке 3BV {said}, а у поля {bv}.</translation>
        </message>
        <message>
            <source>{name} is damaged: its header gives a time of {said} s, but its events end at {end} s.</source>
            <translation>{name} повреждён: в заголовке время {said} с, но события заканчиваются на {end} с.</translation>
        </message>
        <message>
            <source>{name} is damaged or not a {suffix} replay (the reader stopped{signal}).</source>
            <translation>{name} повреждён или не является повтором {suffix} (чтение остановилось{signal}).</translation>
        </message>
        <message>
            <source>exit status {code}</source>
            <translation>код выхода {code}</translation>
        </message>
        <message>
            <source>{name} could not be read: {reason}.</source>
            <translation>Не удалось прочитать {name}: {reason}.</translation>
        </message>
        <message>
            <source>The replay recorder could not start: {error}.</source>
            <translation>Не удалось запустить запись повтора: {error}.</translation>
        </message>
        <message>
            <source>The replay recorder stopped; this game is not recorded.</source>
            <translation>Запись повтора остановилась; эта игра не записывается.</translation>
        </message>
        <message>
            <source>Nothing was recorded.</source>
            <translation>Ничего не записано.</translation>
        </message>
        <message>
            <source>The replay recorder did not answer in time.</source>
            <translation>Запись повтора не ответила вовремя.</translation>
        </message>
        <message>
            <source>The replay was not saved: {reason}.</source>
            <translation>Повтор не сохранён: {reason}.</translation>
        </message>
        <message>
            <source>the game is not over</source>
            <translation>игра не окончена</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>диск заполнен</translation>
        </message>
        <message>
            <source>the folder is read-only</source>
            <translation>папка доступна только для чтения</translation>
        </message>
        <message>
            <source>the recorder stopped (status {code})</source>
            <translation>запись остановилась (код {code})</translation>
        </message>
        <message>
            <source>{name} has no event data to play back.</source>
            <translation>В {name} нет событий для воспроизведения.</translation>
        </message>
        <message>
            <source>{name} has no opened cell to review.</source>
            <translation>В {name} нет открытой клетки для разбора.</translation>
        </message>
        <message>
            <source>{name} cannot be reviewed: {reason}</source>
            <translation>Не удаётся разобрать {name}: {reason}</translation>
        </message>
        <message>
            <source>Open replay</source>
            <translation>Открыть повтор</translation>
        </message>
        <message>
            <source>{name} could not be opened: {error}</source>
            <translation>Не удалось открыть {name}: {error}</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Файл</translation>
        </message>
        <message>
            <source>&amp;Open replay…</source>
            <translation>&amp;Открыть повтор…</translation>
        </message>
        <message>
            <source>&amp;Save replay as…</source>
            <translation>&amp;Сохранить повтор как…</translation>
        </message>
        <message>
            <source>The replay of this game was not saved: {problem}</source>
            <translation>Повтор этой игры не сохранён: {problem}</translation>
        </message>
        <message>
            <source>No game has been recorded yet.</source>
            <translation>Ещё ни одна игра не записана.</translation>
        </message>
        <message>
            <source>Save replay as</source>
            <translation>Сохранить повтор как</translation>
        </message>
        <message>
            <source>The replay could not be saved to {file}: {reason}.</source>
            <translation>Не удалось сохранить повтор в {file}: {reason}.</translation>
        </message>
        <message>
            <source>Save replay</source>
            <translation>Сохранить повтор</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Время</translation>
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
            <translation>Щелчки (Л/П/Д)</translation>
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
            <translation>Точность</translation>
        </message>
        <message>
            <source>Throughput</source>
            <translation>Пропускная способность</translation>
        </message>
        <message>
            <source>Path</source>
            <translation>Путь</translation>
        </message>
        <message>
            <source>{pixels} px</source>
            <translation>{pixels} пикс.</translation>
        </message>
        <message>
            <source>won</source>
            <translation>победа</translation>
        </message>
        <message>
            <source>not finished</source>
            <translation>не окончена</translation>
        </message>
        <message>
            <source>{player} · {width}x{height}, {mines} mines · {seconds} s, {result} · .{format} ({software})</source>
            <translation>{player} · {width}x{height}, мин: {mines} · {seconds} с, {result} · .{format} ({software})</translation>
        </message>
        <message>
            <source>unknown player</source>
            <translation>неизвестный игрок</translation>
        </message>
        <message>
            <source>unknown program</source>
            <translation>неизвестная программа</translation>
        </message>
        <message>
            <source>Replay – {name}</source>
            <translation>Повтор – {name}</translation>
        </message>
        <message>
            <source>The board stops following this replay: {problem}</source>
            <translation>Поле больше не следует за этим повтором: {problem}</translation>
        </message>
        <message>
            <source>Previous click (Left; Shift+Left: previous mouse event)</source>
            <translation>Предыдущий щелчок (Влево; Shift+Влево: предыдущее событие мыши)</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Воспроизвести</translation>
        </message>
        <message>
            <source>Play or pause (Space)</source>
            <translation>Воспроизвести или приостановить (Пробел)</translation>
        </message>
        <message>
            <source>Next click (Right; Shift+Right: next mouse event)</source>
            <translation>Следующий щелчок (Вправо; Shift+Вправо: следующее событие мыши)</translation>
        </message>
        <message>
            <source>Review…</source>
            <translation>Разбор…</translation>
        </message>
        <message>
            <source>Judge every click: forced by logic, a guess, or a mistake</source>
            <translation>Оценить каждый щелчок: вынужденный логикой, угадывание или ошибка</translation>
        </message>
        <message>
            <source>Previous click</source>
            <translation>Предыдущий щелчок</translation>
        </message>
        <message>
            <source>Next click</source>
            <translation>Следующий щелчок</translation>
        </message>
        <message>
            <source>Replay time</source>
            <translation>Время записи</translation>
        </message>
        <message>
            <source>Speed:</source>
            <translation>Скорость:</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Пауза</translation>
        </message>
        <message>
            <source>Play the selected game back, with its counters</source>
            <translation>Воспроизвести выбранную игру с её счётчиками</translation>
        </message>
        <message>
            <source>Export replays…</source>
            <translation>Экспорт повторов…</translation>
        </message>
        <message>
            <source>Copy the .evf replays of the games shown to a folder</source>
            <translation>Скопировать повторы .evf показанных игр в папку</translation>
        </message>
        <message>
            <source>None of the games shown has a replay.</source>
            <translation>Ни у одной из показанных игр нет повтора.</translation>
        </message>
        <message>
            <source>Export replays</source>
            <translation>Экспорт повторов</translation>
        </message>
        <message>
            <source>Export replays to</source>
            <translation>Экспортировать повторы в</translation>
        </message>
        <message numerus="yes">
            <source>%n replay(s) exported to {folder}.</source>
            <translation>
                <numerusform>%n повтор экспортирован в {folder}.</numerusform>
                <numerusform>%n повтора экспортированы в {folder}.</numerusform>
                <numerusform>%n повторов экспортировано в {folder}.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>The first click was at {cell}, but this board starts at {start}.</source>
            <translation>Первый щелчок был в клетке ({cell}), но это поле начинается с клетки ({start}).</translation>
        </message>
        <message>
            <source>A move at {cell} is off the board.</source>
            <translation>Ход в клетку ({cell}) выходит за пределы поля.</translation>
        </message>
        <message>
            <source>Why: {reason}</source>
            <translation>Почему: {reason}</translation>
        </message>
        <message>
            <source>first click</source>
            <translation>первый щелчок</translation>
        </message>
        <message>
            <source>forced</source>
            <translation>вынужденный</translation>
        </message>
        <message>
            <source>lucky guess</source>
            <translation>удачная догадка</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>ошибка</translation>
        </message>
        <message>
            <source>other</source>
            <translation>другое</translation>
        </message>
        <message numerus="yes">
            <source>Won in {seconds} s, %n move(s);</source>
            <translation>
                <numerusform>Победа за {seconds} с, ходов: %n;</numerusform>
                <numerusform>Победа за {seconds} с, ходов: %n;</numerusform>
                <numerusform>Победа за {seconds} с, ходов: %n;</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Lost in {seconds} s, %n move(s);</source>
            <translation>
                <numerusform>Проигрыш за {seconds} с, ходов: %n;</numerusform>
                <numerusform>Проигрыш за {seconds} с, ходов: %n;</numerusform>
                <numerusform>Проигрыш за {seconds} с, ходов: %n;</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Not finished in {seconds} s, %n move(s);</source>
            <translation>
                <numerusform>Не окончена за {seconds} с, ходов: %n;</numerusform>
                <numerusform>Не окончена за {seconds} с, ходов: %n;</numerusform>
                <numerusform>Не окончена за {seconds} с, ходов: %n;</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n forced,</source>
            <translation>
                <numerusform>%n вынужденный,</numerusform>
                <numerusform>%n вынужденных,</numerusform>
                <numerusform>%n вынужденных,</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n lucky guess(es),</source>
            <translation>
                <numerusform>%n удачная догадка,</numerusform>
                <numerusform>%n удачные догадки,</numerusform>
                <numerusform>%n удачных догадок,</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mistake(s).</source>
            <translation>
                <numerusform>%n ошибка.</numerusform>
                <numerusform>%n ошибки.</numerusform>
                <numerusform>%n ошибок.</numerusform>
            </translation>
        </message>
        <message>
            <source>Every move you could prove, you made by logic.</source>
            <translation>Каждый ход, который можно было доказать, вы сделали по логике.</translation>
        </message>
        <message>
            <source>Move {number} was the first the numbers did not prove, while a move they proved was there to make.</source>
            <translation>Ход {number} был первым, который числа не доказывали, хотя был доступен доказанный ход.</translation>
        </message>
        <message>
            <source>under 1%</source>
            <translation>меньше 1%</translation>
        </message>
        <message>
            <source>over 99%</source>
            <translation>больше 99%</translation>
        </message>
        <message>
            <source>The numbers proved it.</source>
            <translation>Это доказали числа.</translation>
        </message>
        <message>
            <source>The chance of a mine there was {percent}.</source>
            <translation>Шанс мины там был {percent}.</translation>
        </message>
        <message>
            <source>After the end of the game.</source>
            <translation>После конца игры.</translation>
        </message>
        <message>
            <source>The first click at {cell} opened a single {value}.</source>
            <translation>Первый щелчок в клетку ({cell}) открыл только одно число: {value}.</translation>
        </message>
        <message>
            <source>The first click at {cell}: it always opens an area.</source>
            <translation>Первый щелчок в клетку ({cell}): он всегда открывает область.</translation>
        </message>
        <message>
            <source>The hint took the wrong flag off {cell}.</source>
            <translation>Подсказка сняла неверный флажок с клетки ({cell}).</translation>
        </message>
        <message>
            <source>The hint flagged {cell}, which was proven.</source>
            <translation>Подсказка поставила флажок на клетку ({cell}), мина была доказана.</translation>
        </message>
        <message>
            <source>The hint opened {cell}, which was proven.</source>
            <translation>Подсказка открыла клетку ({cell}), она была доказана.</translation>
        </message>
        <message>
            <source>Took the flag off {cell} (it was right).</source>
            <translation>Снят флажок с клетки ({cell}) (он был верен).</translation>
        </message>
        <message>
            <source>Took the flag off {cell} (it was wrong).</source>
            <translation>Снят флажок с клетки ({cell}) (он был неверен).</translation>
        </message>
        <message>
            <source>A question mark on {cell}.</source>
            <translation>Вопросительный знак на клетке ({cell}).</translation>
        </message>
        <message>
            <source>Took the question mark off {cell}.</source>
            <translation>Снят вопросительный знак с клетки ({cell}).</translation>
        </message>
        <message>
            <source>Nothing changed at {cell}.</source>
            <translation>В клетке ({cell}) ничего не изменилось.</translation>
        </message>
        <message>
            <source>A click at {cell} that opened nothing.</source>
            <translation>Щелчок по клетке ({cell}), который ничего не открыл.</translation>
        </message>
        <message>
            <source>Opened {cell}: it was a mine.</source>
            <translation>Открыта клетка ({cell}): это была мина.</translation>
        </message>
        <message>
            <source>A chord on the number at {cell} opened a mine at {mine}.</source>
            <translation>Аккорд на числе в клетке ({cell}) открыл мину: {mine}.</translation>
        </message>
        <message>
            <source>Opened {cell}: it was provably safe.</source>
            <translation>Открыта клетка ({cell}): она была доказуемо безопасна.</translation>
        </message>
        <message>
            <source>A chord on the number at {cell}: it was provably safe.</source>
            <translation>Аккорд на числе в клетке ({cell}): он был доказуемо безопасен.</translation>
        </message>
        <message>
            <source>A chord on the number at {cell}: every cell it opened was provably safe.</source>
            <translation>Аккорд на числе в клетке ({cell}): каждая открытая им клетка была доказуемо безопасна.</translation>
        </message>
        <message>
            <source>A chord on the number at {cell}: a guess that happened to be safe; nothing proved it yet.</source>
            <translation>Аккорд на числе в клетке ({cell}): угадывание, которое оказалось безопасным; пока ничто его не доказывало.</translation>
        </message>
        <message>
            <source>Opened {cell}: a guess that happened to be safe; nothing proved it yet.</source>
            <translation>Открыта клетка ({cell}): угадывание, которое оказалось безопасным; пока ничто его не доказывало.</translation>
        </message>
        <message>
            <source>Flagged {cell}, but the numbers proved it safe.</source>
            <translation>Флажок на клетке ({cell}), но числа доказывали, что она безопасна.</translation>
        </message>
        <message>
            <source>Flagged {cell}, but there is no mine there.</source>
            <translation>Флажок на клетке ({cell}), но мины там нет.</translation>
        </message>
        <message>
            <source>Flagged {cell}: it was a proven mine.</source>
            <translation>Флажок на клетке ({cell}): это была доказанная мина.</translation>
        </message>
        <message>
            <source>Flagged {cell} before the first click: a guess.</source>
            <translation>Флажок на клетке ({cell}) до первого щелчка: угадывание.</translation>
        </message>
        <message>
            <source>Flagged {cell}: a guess that happened to be right; nothing proved it yet.</source>
            <translation>Флажок на клетке ({cell}): угадывание, которое оказалось верным; пока ничто его не доказывало.</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Закрыть</translation>
        </message>
        <message>
            <source>Game review – {title}</source>
            <translation>Разбор игры – {title}</translation>
        </message>
        <message>
            <source>Game review</source>
            <translation>Разбор игры</translation>
        </message>
        <message>
            <source>Reviewing the game…</source>
            <translation>Разбираю игру…</translation>
        </message>
        <message>
            <source>Previous step (Left)</source>
            <translation>Предыдущий шаг (Влево)</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>Шаг</translation>
        </message>
        <message>
            <source>Next step (Right)</source>
            <translation>Следующий шаг (Вправо)</translation>
        </message>
        <message>
            <source>First unproven move</source>
            <translation>Первый недоказанный ход</translation>
        </message>
        <message>
            <source>Show the logic (the solver's way through this board)</source>
            <translation>Показать логику (путь решателя по этому полю)</translation>
        </message>
        <message>
            <source>Reviewing the game… move {move} of {total}</source>
            <translation>Разбираю игру… ход {move} из {total}</translation>
        </message>
        <message>
            <source>Working out the solver's way through this board…</source>
            <translation>Вычисляю путь решателя по этому полю…</translation>
        </message>
        <message numerus="yes">
            <source>End (%n move(s))</source>
            <translation>
                <numerusform>Конец (%n ход)</numerusform>
                <numerusform>Конец (%n хода)</numerusform>
                <numerusform>Конец (%n ходов)</numerusform>
            </translation>
        </message>
        <message>
            <source>Move {number} of {count}</source>
            <translation>Ход {number} из {count}</translation>
        </message>
        <message numerus="yes">
            <source>End (%n step(s))</source>
            <translation>
                <numerusform>Конец (%n шаг)</numerusform>
                <numerusform>Конец (%n шага)</numerusform>
                <numerusform>Конец (%n шагов)</numerusform>
            </translation>
        </message>
        <message>
            <source>The solver is through: every safe cell is open.</source>
            <translation>Решатель закончил: все безопасные клетки открыты.</translation>
        </message>
        <message>
            <source>Nothing more can be proven from here.</source>
            <translation>Отсюда больше ничего нельзя доказать.</translation>
        </message>
        <message>
            <source>Step {number} of {count}</source>
            <translation>Шаг {number} из {count}</translation>
        </message>
        <message>
            <source>A mine: {cell}</source>
            <translation>Мина: {cell}</translation>
        </message>
        <message>
            <source>Safe: {cell}</source>
            <translation>Безопасно: {cell}</translation>
        </message>
        <message>
            <source>(with the mine count)</source>
            <translation>(со счётчиком мин)</translation>
        </message>
        <message>
            <source>{taken} s · at {at} s</source>
            <translation>{taken} с · на {at} с</translation>
        </message>
        <message>
            <source>The first move the numbers did not prove. What could be proven instead (green, from the blue numbers):</source>
            <translation>Первый ход, который числа не доказывали. Что можно было доказать вместо него (зелёным, по синим числам):</translation>
        </message>
        <message>
            <source>The first move the numbers did not prove. What could be proven instead (from the blue numbers):</source>
            <translation>Первый ход, который числа не доказывали. Что можно было доказать вместо него (по синим числам):</translation>
        </message>
        <message>
            <source>A forced move was there instead (green), e.g. {cells}.</source>
            <translation>Вместо этого был вынужденный ход (зелёным), например {cells}.</translation>
        </message>
        <message>
            <source>Forced</source>
            <translation>Вынужденные</translation>
        </message>
        <message>
            <source>Lucky guesses</source>
            <translation>Удачные догадки</translation>
        </message>
        <message>
            <source>Mistakes</source>
            <translation>Ошибки</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>the disk is full</source>
            <translation>диск заполнен</translation>
        </message>
        <message>
            <source>the folder is read-only</source>
            <translation>папка доступна только для чтения</translation>
        </message>
        <message>
            <source>the folder cannot be written ({detail})</source>
            <translation>в папку нельзя записать ({detail})</translation>
        </message>
        <message>
            <source>The settings file could not be read; defaults are used, and the file is kept beside the new one when a setting is saved.</source>
            <translation>Не удалось прочитать файл настроек; используются значения по умолчанию, а файл будет сохранён рядом с новым, когда настройка будет записана.</translation>
        </message>
        <message>
            <source>Your settings could not be saved: {cause} ({folder}). The settings saved before are kept, and your changes last until the game closes.</source>
            <translation>Не удалось сохранить настройки: {cause} ({folder}). Ранее сохранённые настройки остаются, а ваши изменения действуют до закрытия игры.</translation>
        </message>
        <message>
            <source>Some settings had values this game cannot use ({settings}); their defaults are used until the game closes, and the file was left as it is: {cause}.</source>
            <translation>Некоторые настройки имели значения, которые игра не может использовать ({settings}); до закрытия игры действуют значения по умолчанию, а файл оставлен как был: {cause}.</translation>
        </message>
        <message>
            <source>Some settings had values this game cannot use and were set back to their defaults: {settings}. Your other settings are kept; the file as it was is kept as {file} in {folder}.</source>
            <translation>Некоторые настройки имели значения, которые игра не может использовать, и были возвращены к значениям по умолчанию: {settings}. Остальные настройки сохранены; прежний файл сохранён как {file} в {folder}.</translation>
        </message>
    </context>
    <context>
        <name>Speech</name>
        <message>
            <source>Left button down</source>
            <translation>Левая кнопка нажата</translation>
        </message>
        <message>
            <source>Left button up</source>
            <translation>Левая кнопка отпущена</translation>
        </message>
        <message>
            <source>Right button down</source>
            <translation>Правая кнопка нажата</translation>
        </message>
        <message>
            <source>Right button up</source>
            <translation>Правая кнопка отпущена</translation>
        </message>
        <message>
            <source>Middle button down</source>
            <translation>Средняя кнопка нажата</translation>
        </message>
        <message>
            <source>Middle button up</source>
            <translation>Средняя кнопка отпущена</translation>
        </message>
        <message>
            <source>Pointer moved</source>
            <translation>Указатель сдвинут</translation>
        </message>
        <message>
            <source>{seconds} of {total} s, move {move} of {moves}.</source>
            <translation>{seconds} из {total} с, ход {move} из {moves}.</translation>
        </message>
        <message>
            <source>A mine: game lost.</source>
            <translation>Мина: игра проиграна.</translation>
        </message>
        <message>
            <source>It opened: {state}.</source>
            <translation>Открылась: {state}.</translation>
        </message>
        <message>
            <source>Opened {cell}: {state}.</source>
            <translation>Открыта клетка {cell}: {state}.</translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s) opened.</source>
            <translation>
                <numerusform>%n клетка открыта.</numerusform>
                <numerusform>%n клетки открыты.</numerusform>
                <numerusform>%n клеток открыто.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s) covered again.</source>
            <translation>
                <numerusform>%n клетка снова закрыта.</numerusform>
                <numerusform>%n клетки снова закрыты.</numerusform>
                <numerusform>%n клеток снова закрыто.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) placed.</source>
            <translation>
                <numerusform>%n флажок поставлен.</numerusform>
                <numerusform>%n флажка поставлено.</numerusform>
                <numerusform>%n флажков поставлено.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) removed.</source>
            <translation>
                <numerusform>%n флажок снят.</numerusform>
                <numerusform>%n флажка снято.</numerusform>
                <numerusform>%n флажков снято.</numerusform>
            </translation>
        </message>
        <message>
            <source>The board is cleared.</source>
            <translation>Поле расчищено.</translation>
        </message>
        <message>
            <source>off the board</source>
            <translation>вне поля</translation>
        </message>
        <message>
            <source>{action} at {cell}.</source>
            <translation>{action}: {cell}.</translation>
        </message>
        <message>
            <source>Playing.</source>
            <translation>Воспроизведение.</translation>
        </message>
        <message>
            <source>Paused. {position}</source>
            <translation>Пауза. {position}</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>пусто</translation>
        </message>
        <message>
            <source>covered</source>
            <translation>закрыта</translation>
        </message>
        <message>
            <source>flagged</source>
            <translation>флажок</translation>
        </message>
        <message>
            <source>question mark</source>
            <translation>вопросительный знак</translation>
        </message>
        <message>
            <source>exploded mine</source>
            <translation>взорванная мина</translation>
        </message>
        <message>
            <source>mine</source>
            <translation>мина</translation>
        </message>
        <message>
            <source>flagged, no mine</source>
            <translation>флажок, мины нет</translation>
        </message>
        <message>
            <source>above left</source>
            <translation>вверху слева</translation>
        </message>
        <message>
            <source>above</source>
            <translation>вверху</translation>
        </message>
        <message>
            <source>above right</source>
            <translation>вверху справа</translation>
        </message>
        <message>
            <source>left</source>
            <translation>слева</translation>
        </message>
        <message>
            <source>right</source>
            <translation>справа</translation>
        </message>
        <message>
            <source>below left</source>
            <translation>внизу слева</translation>
        </message>
        <message>
            <source>below</source>
            <translation>внизу</translation>
        </message>
        <message>
            <source>below right</source>
            <translation>внизу справа</translation>
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
            <translation>Поле Сапёра</translation>
        </message>
        <message>
            <source>{rows} by {columns}.</source>
            <translation>{rows} на {columns}.</translation>
        </message>
        <message numerus="yes">
            <source>%n row(s)</source>
            <translation>
                <numerusform>%n ряд</numerusform>
                <numerusform>%n ряда</numerusform>
                <numerusform>%n рядов</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n column(s)</source>
            <translation>
                <numerusform>%n столбец</numerusform>
                <numerusform>%n столбца</numerusform>
                <numerusform>%n столбцов</numerusform>
            </translation>
        </message>
        <message>
            <source>Arrows move, Space opens, F flags. I reads the cell, L its row and column, N the cells around it, R its row, K its column, M the mines left, T the time, A repeats the last announcement. J, O and E jump to the hint's cell, the next covered cell and the next cell beside a number; G goes to a typed row and column.</source>
            <translation>Стрелки двигают, Пробел открывает, F ставит флажок. I читает клетку, L её ряд и столбец, N клетки вокруг, R её ряд, K её столбец, M оставшиеся мины, T время, A повторяет последнее сообщение. J, O и E переходят к клетке подсказки, следующей закрытой клетке и следующей клетке рядом с числом; G переходит к набранным ряду и столбцу.</translation>
        </message>
        <message>
            <source>{direction} {state}</source>
            <translation>{direction} {state}</translation>
        </message>
        <message>
            <source>Around {cell}: {cells}.</source>
            <translation>Вокруг клетки ({cell}): {cells}.</translation>
        </message>
        <message numerus="yes">
            <source>%n covered</source>
            <translation>
                <numerusform>%n закрыта</numerusform>
                <numerusform>%n закрыты</numerusform>
                <numerusform>%n закрыто</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flagged</source>
            <translation>
                <numerusform>%n с флажком</numerusform>
                <numerusform>%n с флажками</numerusform>
                <numerusform>%n с флажками</numerusform>
            </translation>
        </message>
        <message>
            <source>numbers {numbers}</source>
            <translation>числа {numbers}</translation>
        </message>
        <message numerus="yes">
            <source>%n empty</source>
            <translation>
                <numerusform>%n пустая</numerusform>
                <numerusform>%n пустые</numerusform>
                <numerusform>%n пустых</numerusform>
            </translation>
        </message>
        <message>
            <source>Around: {counts}.</source>
            <translation>Вокруг: {counts}.</translation>
        </message>
        <message numerus="yes">
            <source>%n more flag(s) than mines.</source>
            <translation>
                <numerusform>Флажков на %n больше, чем мин.</numerusform>
                <numerusform>Флажков на %n больше, чем мин.</numerusform>
                <numerusform>Флажков на %n больше, чем мин.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mine(s) left.</source>
            <translation>
                <numerusform>Осталась %n мина.</numerusform>
                <numerusform>Осталось %n мины.</numerusform>
                <numerusform>Осталось %n мин.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n second(s).</source>
            <translation>
                <numerusform>%n секунда.</numerusform>
                <numerusform>%n секунды.</numerusform>
                <numerusform>%n секунд.</numerusform>
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
            <translation>Пока ничего не сказано.</translation>
        </message>
        <message>
            <source>{state}.</source>
            <translation>{state}.</translation>
        </message>
        <message numerus="yes">
            <source>{state}, %n cell(s) opened.</source>
            <translation>
                <numerusform>{state}, открыта %n клетка.</numerusform>
                <numerusform>{state}, открыто %n клетки.</numerusform>
                <numerusform>{state}, открыто %n клеток.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s) opened around it.</source>
            <translation>
                <numerusform>Вокруг открыта %n клетка.</numerusform>
                <numerusform>Вокруг открыто %n клетки.</numerusform>
                <numerusform>Вокруг открыто %n клеток.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Flagged, %n mine(s) left.</source>
            <translation>
                <numerusform>Флажок поставлен, осталась %n мина.</numerusform>
                <numerusform>Флажок поставлен, осталось %n мины.</numerusform>
                <numerusform>Флажок поставлен, осталось %n мин.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Flag removed, %n mine(s) left.</source>
            <translation>
                <numerusform>Флажок снят, осталась %n мина.</numerusform>
                <numerusform>Флажок снят, осталось %n мины.</numerusform>
                <numerusform>Флажок снят, осталось %n мин.</numerusform>
            </translation>
        </message>
        <message>
            <source>Question mark.</source>
            <translation>Вопросительный знак.</translation>
        </message>
        <message>
            <source>{cell} is already open.</source>
            <translation>Клетка ({cell}) уже открыта.</translation>
        </message>
        <message>
            <source>{cell} is open; only covered cells take a flag.</source>
            <translation>Клетка ({cell}) открыта; флажок ставится только на закрытую клетку.</translation>
        </message>
        <message>
            <source>{cell} is flagged; F removes the flag.</source>
            <translation>На клетке ({cell}) флажок; F снимает его.</translation>
        </message>
        <message>
            <source>Edge of the board.</source>
            <translation>Край поля.</translation>
        </message>
        <message>
            <source>The game is over; F2 starts a new one.</source>
            <translation>Игра окончена; F2 начинает новую.</translation>
        </message>
        <message numerus="yes">
            <source>New game, {rows} by {columns}, %n mine(s).</source>
            <translation>
                <numerusform>Новая игра, {rows} на {columns}, %n мина.</numerusform>
                <numerusform>Новая игра, {rows} на {columns}, %n мины.</numerusform>
                <numerusform>Новая игра, {rows} на {columns}, %n мин.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>New {level} game, {rows} by {columns}, %n mine(s).</source>
            <translation>
                <numerusform>Новая игра ({level}), {rows} на {columns}, %n мина.</numerusform>
                <numerusform>Новая игра ({level}), {rows} на {columns}, %n мины.</numerusform>
                <numerusform>Новая игра ({level}), {rows} на {columns}, %n мин.</numerusform>
            </translation>
        </message>
        <message>
            <source>Paused; P plays on.</source>
            <translation>Пауза; P продолжает игру.</translation>
        </message>
        <message>
            <source>Playing again.</source>
            <translation>Игра продолжается.</translation>
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
            <translation>Ряд {row}: {cells}.</translation>
        </message>
        <message>
            <source>Column {column}: {cells}.</source>
            <translation>Столбец {column}: {cells}.</translation>
        </message>
        <message>
            <source>No hint names a cell yet; H asks for one.</source>
            <translation>Ни одна подсказка ещё не назвала клетку; H просит подсказку.</translation>
        </message>
        <message>
            <source>No covered cell is left.</source>
            <translation>Закрытых клеток не осталось.</translation>
        </message>
        <message>
            <source>No covered cell touches an opened number.</source>
            <translation>Ни одна закрытая клетка не касается открытого числа.</translation>
        </message>
        <message>
            <source>The cursor is on {cell} already.</source>
            <translation>Курсор уже на клетке ({cell}).</translation>
        </message>
        <message>
            <source>Go to: type the row and the column, such as 3 5, then Enter (rows 1 to {rows}, columns 1 to {columns}).</source>
            <translation>Перейти: наберите ряд и столбец, например 3 5, затем Enter (ряды от 1 до {rows}, столбцы от 1 до {columns}).</translation>
        </message>
        <message>
            <source>The cursor stays.</source>
            <translation>Курсор остаётся на месте.</translation>
        </message>
        <message>
            <source>That is no cell: type a row from 1 to {rows} and a column from 1 to {columns}.</source>
            <translation>Такой клетки нет: наберите ряд от 1 до {rows} и столбец от 1 до {columns}.</translation>
        </message>
        <message>
            <source>Return goes on to the next one; J jumps to the cell the answer is about.</source>
            <translation>Enter переходит к следующему; J переходит к клетке, о которой ответ.</translation>
        </message>
        <message>
            <source>This one is answered.</source>
            <translation>На эту задачу уже дан ответ.</translation>
        </message>
        <message>
            <source>Find a cell this position proves: Space opens a safe cell, F flags a mine; the cursor is at the first covered cell beside a number.</source>
            <translation>Найдите клетку, которую доказывает эта позиция: Пробел открывает безопасную клетку, F ставит флажок на мину; курсор на первой закрытой клетке рядом с числом.</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>These statistics were written by a newer version of the game, so this version shows them but never changes them. Your history is shown; new results are kept beside them in {file} ({folder}) until a newer version adds them.</source>
            <translation>Эту статистику записала более новая версия игры, поэтому эта версия её показывает, но никогда не меняет. История показана; новые результаты хранятся рядом в {file} ({folder}), пока их не добавит более новая версия.</translation>
        </message>
        <message>
            <source>These statistics were written by a newer version of the game, so this version never changes them. Your history cannot be shown; new results are kept beside them in {file} ({folder}) until a newer version adds them.</source>
            <translation>Эту статистику записала более новая версия игры, поэтому эта версия её никогда не меняет. Историю показать нельзя; новые результаты хранятся рядом в {file} ({folder}), пока их не добавит более новая версия.</translation>
        </message>
        <message>
            <source>The statistics cannot be saved right now: {cause}. Your history is shown; new results are kept and saved when the file can be written again.</source>
            <translation>Статистику сейчас нельзя сохранить: {cause}. История показана; новые результаты хранятся и будут сохранены, когда файл снова можно будет записать.</translation>
        </message>
        <message>
            <source>The statistics cannot be saved right now: {cause}. Your history cannot be shown until then; new results are kept and saved when the file can be written again.</source>
            <translation>Статистику сейчас нельзя сохранить: {cause}. До тех пор историю показать нельзя; новые результаты хранятся и будут сохранены, когда файл снова можно будет записать.</translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be added to the statistics: {cause}. (It is|They are) kept in {file} in {folder} and added when a newer version of the game starts.</source>
            <translation>
                <numerusform>%n оконченную игру не удалось добавить в статистику: {cause}. Она хранится в {file} в {folder} и будет добавлена, когда запустится более новая версия игры.</numerusform>
                <numerusform>%n оконченные игры не удалось добавить в статистику: {cause}. Они хранятся в {file} в {folder} и будут добавлены, когда запустится более новая версия игры.</numerusform>
                <numerusform>%n оконченных игр не удалось добавить в статистику: {cause}. Они хранятся в {file} в {folder} и будут добавлены, когда запустится более новая версия игры.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be added to the statistics: {cause}. (It is|They are) kept in {file} in {folder} and added the next time the game starts.</source>
            <translation>
                <numerusform>%n оконченную игру не удалось добавить в статистику: {cause}. Она хранится в {file} в {folder} и будет добавлена при следующем запуске игры.</numerusform>
                <numerusform>%n оконченные игры не удалось добавить в статистику: {cause}. Они хранятся в {file} в {folder} и будут добавлены при следующем запуске игры.</numerusform>
                <numerusform>%n оконченных игр не удалось добавить в статистику: {cause}. Они хранятся в {file} в {folder} и будут добавлены при следующем запуске игры.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be saved in {folder}: {cause}. Free some space or make the folder writable before closing, or (it is|they are) lost.</source>
            <translation>
                <numerusform>%n оконченную игру не удалось сохранить в {folder}: {cause}. Освободите место или разрешите запись в папку до закрытия, иначе она будет потеряна.</numerusform>
                <numerusform>%n оконченные игры не удалось сохранить в {folder}: {cause}. Освободите место или разрешите запись в папку до закрытия, иначе они будут потеряны.</numerusform>
                <numerusform>%n оконченных игр не удалось сохранить в {folder}: {cause}. Освободите место или разрешите запись в папку до закрытия, иначе они будут потеряны.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be saved in {folder}: {cause}, and the folder cannot be written ({why}). Free some space or make the folder writable before closing, or (it is|they are) lost.</source>
            <translation>
                <numerusform>%n оконченную игру не удалось сохранить в {folder}: {cause}, а в папку нельзя записать ({why}). Освободите место или разрешите запись в папку до закрытия, иначе она будет потеряна.</numerusform>
                <numerusform>%n оконченные игры не удалось сохранить в {folder}: {cause}, а в папку нельзя записать ({why}). Освободите место или разрешите запись в папку до закрытия, иначе они будут потеряны.</numerusform>
                <numerusform>%n оконченных игр не удалось сохранить в {folder}: {cause}, а в папку нельзя записать ({why}). Освободите место или разрешите запись в папку до закрытия, иначе они будут потеряны.</numerusform>
            </translation>
        </message>
        <message>
            <source>One result could not be saved because the statistics file cannot hold its values; it was left out (the details are in minesweeper.log), and the other results are saved as usual.</source>
            <translation>Один результат не удалось сохранить: файл статистики не может вместить его значения; он пропущен (подробности в minesweeper.log), остальные результаты сохраняются как обычно.</translation>
        </message>
        <message>
            <source>One result holds impossible values (a time, a count or a level that cannot be), so it was not saved (the details are in minesweeper.log); the other results are saved as usual.</source>
            <translation>Один результат содержит невозможные значения (время, число или уровень, которых не может быть), поэтому он не сохранён (подробности в minesweeper.log); остальные результаты сохраняются как обычно.</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) in the statistics file {file} hold(s) impossible values (a time, a count or a level that cannot be); (it is|they are) left in the file but not shown or counted.</source>
            <translation>
                <numerusform>%n игра в файле статистики {file} содержит невозможные значения (время, число или уровень, которых не может быть); она остаётся в файле, но не показывается и не учитывается.</numerusform>
                <numerusform>%n игры в файле статистики {file} содержат невозможные значения (время, число или уровень, которых не может быть); они остаются в файле, но не показываются и не учитываются.</numerusform>
                <numerusform>%n игр в файле статистики {file} содержат невозможные значения (время, число или уровень, которых не может быть); они остаются в файле, но не показываются и не учитываются.</numerusform>
            </translation>
        </message>
        <message>
            <source>Results kept from an earlier session could not be read; the file {file} in {folder} was left as it is.</source>
            <translation>Результаты, сохранённые в прошлом сеансе, не удалось прочитать; файл {file} в {folder} оставлен как есть.</translation>
        </message>
        <message>
            <source>The result could not be saved yet: {cause}. It is kept and saved with the next result, in a moment, or when the game closes.</source>
            <translation>Результат пока не удалось сохранить: {cause}. Он хранится и будет сохранён со следующим результатом, через минуту или при закрытии игры.</translation>
        </message>
        <message>
            <source>The statistics file could not be read; it was kept as {file} in {folder} and a new one was started.</source>
            <translation>Не удалось прочитать файл статистики; он сохранён как {file} в {folder}, начат новый.</translation>
        </message>
        <message>
            <source>The history could not be exported to {file} ({detail}).</source>
            <translation>Не удалось экспортировать историю в {file} ({detail}).</translation>
        </message>
        <message>
            <source>another window or program is using the statistics (the file is locked)</source>
            <translation>статистику использует другое окно или программа (файл заблокирован)</translation>
        </message>
        <message>
            <source>the statistics file or its folder is read-only</source>
            <translation>файл статистики или его папка доступны только для чтения</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>диск заполнен</translation>
        </message>
        <message>
            <source>the statistics file may not be written (no permission)</source>
            <translation>файл статистики нельзя записывать (нет прав)</translation>
        </message>
        <message>
            <source>the statistics file cannot be opened</source>
            <translation>не удаётся открыть файл статистики</translation>
        </message>
        <message>
            <source>the disk reported a read or write error</source>
            <translation>диск сообщил об ошибке чтения или записи</translation>
        </message>
        <message>
            <source>the statistics were written by a newer version of the game</source>
            <translation>статистику записала более новая версия игры</translation>
        </message>
        <message>
            <source>the statistics folder cannot be used ({detail})</source>
            <translation>папку статистики нельзя использовать ({detail})</translation>
        </message>
        <message>
            <source>the statistics file cannot be written ({detail})</source>
            <translation>файл статистики нельзя записать ({detail})</translation>
        </message>
        <message>
            <source>The statistics cannot be reset now. {problem}</source>
            <translation>Статистику сейчас нельзя сбросить. {problem}</translation>
        </message>
        <message>
            <source>The statistics could not be reset: {cause}.</source>
            <translation>Не удалось сбросить статистику: {cause}.</translation>
        </message>
        <message>
            <source>none</source>
            <translation>нет</translation>
        </message>
        <message>
            <source>This game cannot be reviewed: {reason}</source>
            <translation>Эту игру нельзя разобрать: {reason}</translation>
        </message>
        <message>
            <source>Win a game to see your times here.</source>
            <translation>Выиграйте игру, чтобы увидеть здесь свои времена.</translation>
        </message>
        <message numerus="yes">
            <source>last %n won game(s) per level, oldest left (time on a log scale)</source>
            <translation>
                <numerusform>последняя %n выигранная игра на уровень, старые слева (время в логарифмической шкале)</numerusform>
                <numerusform>последние %n выигранные игры на уровень, старые слева (время в логарифмической шкале)</numerusform>
                <numerusform>последние %n выигранных игр на уровень, старые слева (время в логарифмической шкале)</numerusform>
            </translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Статистика</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Уровень</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Сыграно</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Выиграно</translation>
        </message>
        <message>
            <source>Abandoned</source>
            <translation>Брошено</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Доля побед</translation>
        </message>
        <message>
            <source>Streak</source>
            <translation>Серия</translation>
        </message>
        <message>
            <source>Best streak</source>
            <translation>Лучшая серия</translation>
        </message>
        <message>
            <source>Best time</source>
            <translation>Лучшее время</translation>
        </message>
        <message>
            <source>Levels</source>
            <translation>Уровни</translation>
        </message>
        <message>
            <source>Recent winning times</source>
            <translation>Последние времена побед</translation>
        </message>
        <message>
            <source>Level:</source>
            <translation>Уровень:</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Время</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Дата</translation>
        </message>
        <message>
            <source>Logic</source>
            <translation>Логика</translation>
        </message>
        <message>
            <source>Best times</source>
            <translation>Рекорды</translation>
        </message>
        <message>
            <source>Counted: games won without hints or undo, not replays.</source>
            <translation>Учитываются: игры, выигранные без подсказок и отмены, не повторы.</translation>
        </message>
        <message>
            <source>Show:</source>
            <translation>Показать:</translation>
        </message>
        <message>
            <source>All results</source>
            <translation>Все результаты</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Проигрыши</translation>
        </message>
        <message>
            <source>Review…</source>
            <translation>Разбор…</translation>
        </message>
        <message>
            <source>Step through the selected game's moves</source>
            <translation>Пройти по ходам выбранной игры</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Экспорт CSV…</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Результат</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>Подсказки</translation>
        </message>
        <message>
            <source>Clicks</source>
            <translation>Щелчки</translation>
        </message>
        <message>
            <source>Board id</source>
            <translation>Идентификатор поля</translation>
        </message>
        <message>
            <source>History</source>
            <translation>История</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>Тренировка</translation>
        </message>
        <message>
            <source>Reset…</source>
            <translation>Сбросить…</translation>
        </message>
        <message>
            <source>All levels</source>
            <translation>Все уровни</translation>
        </message>
        <message>
            <source>This game was stored without its moves.</source>
            <translation>Эта игра сохранена без ходов.</translation>
        </message>
        <message>
            <source>its moves cannot be read</source>
            <translation>её ходы не читаются</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Разбор</translation>
        </message>
        <message>
            <source>Export history</source>
            <translation>Экспорт истории</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>Файлы CSV (*.csv)</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) exported to {path}.</source>
            <translation>
                <numerusform>%n игра экспортирована в {path}.</numerusform>
                <numerusform>%n игры экспортированы в {path}.</numerusform>
                <numerusform>%n игр экспортировано в {path}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Сбросить статистику</translation>
        </message>
        <message>
            <source>Forget every finished game, best time and streak? This cannot be undone.</source>
            <translation>Забыть все оконченные игры, рекорды и серии? Это нельзя отменить.</translation>
        </message>
        <message>
            <source>abandoned (replay)</source>
            <translation>брошена (повтор)</translation>
        </message>
        <message>
            <source>abandoned (undo)</source>
            <translation>брошена (отмена)</translation>
        </message>
        <message>
            <source>abandoned</source>
            <translation>брошена</translation>
        </message>
        <message>
            <source>won (replay)</source>
            <translation>победа (повтор)</translation>
        </message>
        <message>
            <source>lost (replay)</source>
            <translation>проигрыш (повтор)</translation>
        </message>
        <message>
            <source>won (undo)</source>
            <translation>победа (отмена)</translation>
        </message>
        <message>
            <source>lost (undo)</source>
            <translation>проигрыш (отмена)</translation>
        </message>
        <message>
            <source>won</source>
            <translation>победа</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>проигрыш</translation>
        </message>
        <message>
            <source>&amp;Copy board id</source>
            <translation>&amp;Копировать идентификатор поля</translation>
        </message>
        <message>
            <source>Right-click or Ctrl+C to copy it</source>
            <translation>Правый щелчок или Ctrl+C копирует его</translation>
        </message>
    </context>
    <context>
        <name>Status</name>
        <message>
            <source>This board starts at {cell} (marked): click it, or press Space on it, to begin.</source>
            <translation>Это поле начинается с клетки ({cell}) (отмечена): щёлкните по ней или нажмите на ней пробел, чтобы начать.</translation>
        </message>
        <message>
            <source>Click any cell, or press Space on it, to start: the first cell opened always opens an area.</source>
            <translation>Щёлкните по любой клетке или нажмите на ней пробел, чтобы начать: первая открытая клетка всегда открывает область.</translation>
        </message>
        <message>
            <source>Click the marked cell at {cell}, or press Space on it, to start this board.</source>
            <translation>Щёлкните по отмеченной клетке ({cell}) или нажмите на ней пробел, чтобы начать это поле.</translation>
        </message>
        <message>
            <source>No flags to check.</source>
            <translation>Нет флажков для проверки.</translation>
        </message>
        <message>
            <source>Why the mine was hit could not be worked out: {error}</source>
            <translation>Не удалось выяснить, почему задета мина: {error}</translation>
        </message>
        <message>
            <source>The board could not be prepared: {error}</source>
            <translation>Не удалось подготовить поле: {error}</translation>
        </message>
        <message>
            <source>The analysis could not work this position out: {error}</source>
            <translation>Анализ не смог разобрать эту позицию: {error}</translation>
        </message>
        <message>
            <source>The helper could not work this position out: {error}</source>
            <translation>Помощник не смог разобрать эту позицию: {error}</translation>
        </message>
        <message>
            <source>Retry: the same board again (a replay, not counted for best times).</source>
            <translation>Повтор: то же поле ещё раз (повтор не идёт в рекорды).</translation>
        </message>
        <message>
            <source>The daily board of {date}: the same for everyone today.</source>
            <translation>Поле дня {date}: сегодня одно и то же для всех.</translation>
        </message>
        <message>
            <source>The board of this id ({width}x{height}, {mines} mines).</source>
            <translation>Поле по этому идентификатору ({width}x{height}, мин: {mines}).</translation>
        </message>
        <message>
            <source>You have played it before: a replay, not counted for best times.</source>
            <translation>Вы уже играли это поле: это повтор, он не идёт в рекорды.</translation>
        </message>
        <message>
            <source>It cannot be won without guessing: it was not made by a no-guess creator.</source>
            <translation>Его нельзя выиграть без угадывания: его создал не генератор полей без угадывания.</translation>
        </message>
        <message>
            <source>Logic: {grade}.</source>
            <translation>Логика: {grade}.</translation>
        </message>
        <message>
            <source>Preparing the board…</source>
            <translation>Готовлю поле…</translation>
        </message>
        <message>
            <source>Creating a board you can solve without guessing…</source>
            <translation>Создаю поле, которое решается без угадывания…</translation>
        </message>
        <message>
            <source>Creating a board you can solve without guessing, of logic grade “{grade}” (this may take a while)…</source>
            <translation>Создаю поле, которое решается без угадывания, с уровнем логики «{grade}» (это может занять время)…</translation>
        </message>
        <message>
            <source>This board cannot be created: {reason}</source>
            <translation>Это поле нельзя создать: {reason}</translation>
        </message>
        <message>
            <source>Creating the board failed unexpectedly ({error}). Please try again.</source>
            <translation>Создание поля неожиданно не удалось ({error}). Попробуйте ещё раз.</translation>
        </message>
        <message>
            <source>The click that hit the mine is taken back; play on. This game now counts as assisted (no best time).</source>
            <translation>Щелчок, задевший мину, отменён; играйте дальше. Теперь эта игра считается игрой с помощью (без рекорда).</translation>
        </message>
        <message>
            <source>{text} It starts at {cell}, marked green: click it, or press Space on it, to begin.</source>
            <translation>{text} Оно начинается с клетки ({cell}), отмеченной зелёным: щёлкните по ней или нажмите на ней пробел, чтобы начать.</translation>
        </message>
        <message>
            <source>There is no board yet: it is made at your first click. Copy its id once you have started.</source>
            <translation>Поля ещё нет: оно создаётся при первом щелчке. Скопируйте его идентификатор, когда начнёте.</translation>
        </message>
        <message>
            <source>Board id copied: {id}. Anyone can play this board with Game &gt; Open board id (it shows where the mines are to whoever decodes it).</source>
            <translation>Идентификатор поля скопирован: {id}. Любой может сыграть это поле через Игра &gt; Открыть идентификатор поля (он показывает, где мины, каждому, кто его расшифрует).</translation>
        </message>
        <message>
            <source>This board id cannot be opened. {reason}</source>
            <translation>Этот идентификатор поля нельзя открыть. {reason}</translation>
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
            <translation>Бум: мина в клетке ({cell}).</translation>
        </message>
        <message numerus="yes">
            <source>You won in {seconds} s with help (%n hint(s)).</source>
            <translation>
                <numerusform>Победа за {seconds} с с помощью (%n подсказка).</numerusform>
                <numerusform>Победа за {seconds} с с помощью (%n подсказки).</numerusform>
                <numerusform>Победа за {seconds} с с помощью (%n подсказок).</numerusform>
            </translation>
        </message>
        <message>
            <source>You won in {seconds} s after an undo (not counted for best times).</source>
            <translation>Победа за {seconds} с после отмены (не идёт в рекорды).</translation>
        </message>
        <message>
            <source>You won in {seconds} s on a retried board (not counted for best times).</source>
            <translation>Победа за {seconds} с на повторённом поле (не идёт в рекорды).</translation>
        </message>
        <message>
            <source>You won in {seconds} s: a new best time!</source>
            <translation>Победа за {seconds} с: новый рекорд!</translation>
        </message>
        <message>
            <source>You won in {seconds} s.</source>
            <translation>Победа за {seconds} с.</translation>
        </message>
        <message>
            <source>— (wins only)</source>
            <translation>— (только победы)</translation>
        </message>
        <message>
            <source>— (help was used)</source>
            <translation>— (с помощью)</translation>
        </message>
        <message>
            <source>— (after an undo)</source>
            <translation>— (после отмены)</translation>
        </message>
        <message>
            <source>— (a retried board)</source>
            <translation>— (повторённое поле)</translation>
        </message>
        <message>
            <source>{rank} of {ranked}</source>
            <translation>{rank} из {ranked}</translation>
        </message>
        <message>
            <source>— (hints made moves)</source>
            <translation>— (подсказки сделали ходы)</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Время</translation>
        </message>
        <message>
            <source>{seconds} s</source>
            <translation>{seconds} с</translation>
        </message>
        <message>
            <source>Clicks</source>
            <translation>Щелчки</translation>
        </message>
        <message>
            <source>Efficiency</source>
            <translation>Эффективность</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>Подсказки</translation>
        </message>
        <message>
            <source>none</source>
            <translation>нет</translation>
        </message>
        <message>
            <source>Logic</source>
            <translation>Логика</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Место</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Правила</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Стандарт</translation>
        </message>
    </context>
    <context>
        <name>Window</name>
        <message>
            <source>No-guess Minesweeper</source>
            <translation>Сапёр без угадывания</translation>
        </message>
        <message>
            <source>B switches between the mines and the position before the mistake, where these cells are marked.</source>
            <translation>B переключает между минами и позицией до ошибки, где эти клетки отмечены.</translation>
        </message>
        <message>
            <source>Working out why that cell was not safe…</source>
            <translation>Выясняю, почему эта клетка не была безопасной…</translation>
        </message>
        <message>
            <source>Mines left</source>
            <translation>Осталось мин</translation>
        </message>
        <message>
            <source>Seconds</source>
            <translation>Секунды</translation>
        </message>
        <message>
            <source>New game (F2)</source>
            <translation>Новая игра (F2)</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Подсказка</translation>
        </message>
        <message>
            <source>Hint (H): what to do next</source>
            <translation>Подсказка (H): что делать дальше</translation>
        </message>
        <message>
            <source>Check flags</source>
            <translation>Проверить флажки</translation>
        </message>
        <message>
            <source>Check flags (C): are your flags right?</source>
            <translation>Проверить флажки (C): верны ли ваши флажки?</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Отменить</translation>
        </message>
        <message>
            <source>Undo (Ctrl+Z): take back the click that hit a mine and play on (the game then counts as assisted)</source>
            <translation>Отменить (Ctrl+Z): вернуть щелчок, задевший мину, и играть дальше (тогда игра считается игрой с помощью)</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Повторить</translation>
        </message>
        <message>
            <source>Retry this board (Ctrl+R): the same mines from the start (a replay: not counted for best times)</source>
            <translation>Повторить это поле (Ctrl+R): те же мины с начала (повтор: не идёт в рекорды)</translation>
        </message>
        <message>
            <source>Mines</source>
            <translation>Мины</translation>
        </message>
        <message>
            <source>Show the end of the game: where every mine was (B switches)</source>
            <translation>Показать конец игры: где была каждая мина (B переключает)</translation>
        </message>
        <message>
            <source>Before mistake</source>
            <translation>До ошибки</translation>
        </message>
        <message>
            <source>Show the position just before the mine was hit, with the explanation's cells marked (B switches)</source>
            <translation>Показать позицию прямо перед тем, как была задета мина, с отмеченными клетками объяснения (B переключает)</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Разбор</translation>
        </message>
        <message>
            <source>Review the game (Ctrl+E): step through your moves, which were forced, which were guesses, and the solver's own path</source>
            <translation>Разобрать игру (Ctrl+E): пройти по своим ходам — какие были вынужденными, какие угадываниями — и по пути самого решателя</translation>
        </message>
        <message>
            <source>Making the board</source>
            <translation>Создание поля</translation>
        </message>
        <message>
            <source>Paused</source>
            <translation>Пауза</translation>
        </message>
        <message>
            <source>Press P or click here to play on.</source>
            <translation>Нажмите P или щёлкните здесь, чтобы продолжить.</translation>
        </message>
        <message>
            <source>The clock is stopped.</source>
            <translation>Часы остановлены.</translation>
        </message>
        <message>
            <source>Pause (P): stop the clock and hide the board</source>
            <translation>Пауза (P): остановить часы и скрыть поле</translation>
        </message>
        <message>
            <source>Leave the game in progress? It counts as a loss in your statistics.</source>
            <translation>Бросить текущую игру? В статистике она засчитается как проигрыш.</translation>
        </message>
        <message>
            <source>Leave it (a loss)</source>
            <translation>Бросить (проигрыш)</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>Играть дальше</translation>
        </message>
        <message>
            <source>Your game from last time is back, on the second you left it. Press P or click the board to play on.</source>
            <translation>Ваша игра с прошлого раза вернулась, на той же секунде, где вы её оставили. Нажмите P или щёлкните по полю, чтобы продолжить.</translation>
        </message>
    </context>
    <context>
        <name>argparse</name>
        <message>
            <source>usage: </source>
            <translation>использование: </translation>
        </message>
        <message>
            <source>positional arguments</source>
            <translation>позиционные аргументы</translation>
        </message>
        <message>
            <source>options</source>
            <translation>параметры</translation>
        </message>
        <message>
            <source>show this help message and exit</source>
            <translation>показать эту справку и выйти</translation>
        </message>
        <message>
            <source>%(prog)s: error: %(message)s</source>
            <translation>%(prog)s: ошибка: %(message)s</translation>
        </message>
        <message>
            <source>argument %(argument_name)s: %(message)s</source>
            <translation>аргумент %(argument_name)s: %(message)s</translation>
        </message>
        <message>
            <source>unrecognized arguments: %s</source>
            <translation>нераспознанные аргументы: %s</translation>
        </message>
        <message>
            <source>the following arguments are required: %s</source>
            <translation>требуются следующие аргументы: %s</translation>
        </message>
        <message>
            <source>one of the arguments %s is required</source>
            <translation>требуется один из аргументов %s</translation>
        </message>
        <message>
            <source>not allowed with argument %s</source>
            <translation>нельзя вместе с аргументом %s</translation>
        </message>
        <message>
            <source>ignored explicit argument %r</source>
            <translation>явный аргумент %r проигнорирован</translation>
        </message>
        <message>
            <source>expected one argument</source>
            <translation>ожидался один аргумент</translation>
        </message>
        <message>
            <source>expected at most one argument</source>
            <translation>ожидалось не больше одного аргумента</translation>
        </message>
        <message>
            <source>expected at least one argument</source>
            <translation>ожидался хотя бы один аргумент</translation>
        </message>
        <message>
            <source>expected %s argument</source>
            <translation>ожидалось аргументов: %s</translation>
        </message>
        <message>
            <source>expected %s arguments</source>
            <translation>ожидалось аргументов: %s</translation>
        </message>
        <message>
            <source>ambiguous option: %(option)s could match %(matches)s</source>
            <translation>неоднозначный параметр: %(option)s может означать %(matches)s</translation>
        </message>
        <message>
            <source>invalid %(type)s value: %(value)r</source>
            <translation>недопустимое значение %(type)s: %(value)r</translation>
        </message>
        <message>
            <source>invalid choice: %(value)r (choose from %(choices)s)</source>
            <translation>недопустимый выбор: %(value)r (выберите из %(choices)s)</translation>
        </message>
        <message>
            <source>can't open '%(filename)s': %(error)s</source>
            <translation>не удаётся открыть '%(filename)s': %(error)s</translation>
        </message>
    </context>
</TS>
