<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>About</name>
        <message>
            <source>DejaVu Sans (the game's font)</source>
            <translation>DejaVu Sans（游戏字体）</translation>
        </message>
        <message>
            <source>ms-toollib (replay files)</source>
            <translation>ms-toollib（录像文件）</translation>
        </message>
        <message>
            <source>System libraries in this bundle</source>
            <translation>此安装包中的系统库</translation>
        </message>
        <message>
            <source>see each notice</source>
            <translation>见各自的声明</translation>
        </message>
        <message>
            <source>Version {version}</source>
            <translation>版本 {version}</translation>
        </message>
        <message>
            <source>Every board is created on your first click so that a perfect logician never has to guess.</source>
            <translation>每个棋盘都在你第一次点击时生成，完美的逻辑推理者永远不必猜测。</translation>
        </message>
        <message>
            <source>It is free software under the MIT licence. It includes the components below; select one to read its licence.</source>
            <translation>本游戏是 MIT 许可证下的自由软件，包含以下组件；选择一个即可阅读其许可证。</translation>
        </message>
        <message>
            <source>About {name}</source>
            <translation>关于{name}</translation>
        </message>
    </context>
    <context>
        <name>Analysis</name>
        <message>
            <source>certainly safe</source>
            <translation>一定安全</translation>
        </message>
        <message>
            <source>certainly a mine</source>
            <translation>一定是雷</translation>
        </message>
        <message>
            <source>under {percent} chance of a mine</source>
            <translation>是雷的概率低于 {percent}</translation>
        </message>
        <message>
            <source>over {percent} chance of a mine</source>
            <translation>是雷的概率高于 {percent}</translation>
        </message>
        <message>
            <source>{percent} chance of a mine</source>
            <translation>是雷的概率为 {percent}</translation>
        </message>
    </context>
    <context>
        <name>BoardIds</name>
        <message>
            <source>This board has no id: the game does not play its level. {reason}</source>
            <translation>此棋盘没有编号：游戏不支持它的难度设置。{reason}</translation>
        </message>
        <message>
            <source>This is not a board id: it contains {characters}. Board ids use only the digits and the letters A-Z without I, L, O and U.</source>
            <translation>这不是棋盘编号：其中含有 {characters}。棋盘编号只使用数字和除 I、L、O、U 以外的字母 A-Z。</translation>
        </message>
        <message>
            <source>The board id is empty.</source>
            <translation>棋盘编号是空的。</translation>
        </message>
        <message>
            <source>The board id {id} is too short: part of it is missing.</source>
            <translation>棋盘编号 {id} 太短：缺了一部分。</translation>
        </message>
        <message>
            <source>The board id starts with {found}; this version of the game reads ids starting with {expected} (a newer game may have made it, or it is mistyped).</source>
            <translation>棋盘编号以 {found} 开头；此版本的游戏只能读取以 {expected} 开头的编号（可能由更新的版本生成，或者输错了）。</translation>
        </message>
        <message>
            <source>The board id does not check out: a character is wrong or missing (compare it with the original).</source>
            <translation>棋盘编号校验失败：有字符错误或缺失（请与原编号核对）。</translation>
        </message>
        <message>
            <source>The board id describes a {width}x{height} board with {mines} mines, which this game does not play: {reason} It was not made by this game.</source>
            <translation>该棋盘编号描述的是含 {mines} 个地雷的 {width}x{height} 棋盘，本游戏不支持：{reason}它不是本游戏生成的。</translation>
        </message>
        <message>
            <source>The board id describes {mines} mines in a way no {height}x{width} board can hold (mines out of range); it was not made by this game.</source>
            <translation>该棋盘编号描述的 {mines} 个地雷无法放进任何 {height}x{width} 棋盘（地雷超出范围）；它不是本游戏生成的。</translation>
        </message>
    </context>
    <context>
        <name>Cells</name>
        <message>
            <source>row {row}, column {col}</source>
            <translation>第{row}行第{col}列</translation>
        </message>
    </context>
    <context>
        <name>CommandLine</name>
        <message>
            <source>No-guess Minesweeper: every board is created on your first click so that it
can be won by reasoning alone; Hint explains why a cell is safe.</source>
            <translation>无需猜测的扫雷：每个棋盘都在你第一次点击时生成，
仅凭推理即可获胜；提示会解释为什么某个格子是安全的。</translation>
        </message>
        <message>
            <source>show the version and exit</source>
            <translation>显示版本并退出</translation>
        </message>
        <message>
            <source>playing</source>
            <translation>游戏</translation>
        </message>
        <message>
            <source>seed for reproducible boards: the same seed gives the same boards</source>
            <translation>用于可重现棋盘的种子：相同的种子生成相同的棋盘</translation>
        </message>
        <message>
            <source>folder for settings and statistics (overrides {variable})</source>
            <translation>设置和统计的文件夹（优先于 {variable}）</translation>
        </message>
        <message>
            <source>start at beginner, intermediate, expert or WxH/M (W columns, H rows, M mines), e.g. 30x16/99</source>
            <translation>以 beginner、intermediate、expert 或 宽x高/雷数 开始（宽为列数，高为行数），例如 30x16/99</translation>
        </message>
        <message>
            <source>speak this language instead of the system's: {languages}</source>
            <translation>使用此语言而不是系统语言：{languages}</translation>
        </message>
        <message>
            <source>play the board of an id (Game &gt; Copy board id in the window)</source>
            <translation>玩某个 ID 的棋盘（窗口中的 游戏 &gt; 复制棋盘 ID）</translation>
        </message>
        <message>
            <source>play to the Standard rules for competition (remembered, as Options &gt; Standard rules): no hint, flag check, analysis, undo, retry, question marks or auto-open</source>
            <translation>按比赛标准规则游戏（会被记住，同 选项 &gt; 标准规则）：不提供提示、旗帜检查、分析、撤销、重玩、问号或自动打开</translation>
        </message>
        <message>
            <source>open a replay (.avf, .evf, .mvf or .rmv) in the replay player</source>
            <translation>在录像播放器中打开录像（.avf、.evf、.mvf 或 .rmv）</translation>
        </message>
        <message>
            <source>desktop menu entry (Linux, for pip and pipx installs)</source>
            <translation>桌面菜单项（Linux，用于 pip 和 pipx 安装）</translation>
        </message>
        <message>
            <source>add a menu entry, icons, AppStream metainfo and this manual page under $XDG_DATA_HOME (~/.local/share), then exit</source>
            <translation>在 $XDG_DATA_HOME（~/.local/share）下添加菜单项、图标、AppStream 元数据和本手册页，然后退出</translation>
        </message>
        <message>
            <source>remove what --install-desktop added, then exit</source>
            <translation>删除 --install-desktop 添加的内容，然后退出</translation>
        </message>
        <message>
            <source>scripted runs (for CI; QT_QPA_PLATFORM=offscreen runs them without a display)</source>
            <translation>脚本运行（用于 CI；QT_QPA_PLATFORM=offscreen 可在无显示器时运行）</translation>
        </message>
        <message>
            <source>play one seeded Expert game to a win with hints, exit 0 if it worked (in a temporary folder unless --data-dir or {variable} names one)</source>
            <translation>用提示把一局固定种子的高级游戏玩到胜利，成功则退出码为 0（在临时文件夹中，除非 --data-dir 或 {variable} 指定了文件夹）</translation>
        </message>
        <message>
            <source>write screenshots of typical game states into DIR and exit</source>
            <translation>将典型游戏状态的截图写入 DIR 并退出</translation>
        </message>
        <message>
            <source>{file} is not a replay file ({types})</source>
            <translation>{file} 不是录像文件（{types}）</translation>
        </message>
        <message>
            <source>unknown language {code}; available: {languages}</source>
            <translation>未知语言 {code}；可用语言：{languages}</translation>
        </message>
        <message>
            <source>Settings (settings.ini) and statistics (stats.sqlite3) live in one folder:</source>
            <translation>设置（settings.ini）和统计（stats.sqlite3）位于同一个文件夹：</translation>
        </message>
        <message>
            <source>--data-dir DIR, or else the environment variable {variable}, chooses another.</source>
            <translation>--data-dir DIR，否则环境变量 {variable}，可以选择另一个文件夹。</translation>
        </message>
        <message>
            <source>{variable} is set: {folder}</source>
            <translation>{variable} 已设置：{folder}</translation>
        </message>
        <message>
            <source>neither DISPLAY nor WAYLAND_DISPLAY is set</source>
            <translation>DISPLAY 和 WAYLAND_DISPLAY 均未设置</translation>
        </message>
        <message>
            <source>QT_QPA_PLATFORM=xcb but DISPLAY is not set</source>
            <translation>QT_QPA_PLATFORM=xcb，但未设置 DISPLAY</translation>
        </message>
        <message>
            <source>QT_QPA_PLATFORM={platform} but WAYLAND_DISPLAY is not set</source>
            <translation>QT_QPA_PLATFORM={platform}，但未设置 WAYLAND_DISPLAY</translation>
        </message>
        <message>
            <source>no display to open a window on ({missing}); start it from a desktop session, or set QT_QPA_PLATFORM=offscreen for --self-test and --screenshot</source>
            <translation>没有可以打开窗口的显示器（{missing}）；请在桌面会话中启动，或为 --self-test 和 --screenshot 设置 QT_QPA_PLATFORM=offscreen</translation>
        </message>
    </context>
    <context>
        <name>Custom</name>
        <message>
            <source>{name}: {width}x{height}, {mines} mines</source>
            <translation>{name}：{width}x{height}，{mines} 个雷</translation>
        </message>
        <message>
            <source>Your own</source>
            <translation>自定义</translation>
        </message>
        <message>
            <source>Mines as a share of the cells: 12% is Beginner, 21% Expert</source>
            <translation>雷占格子的比例：初级为 12%，高级为 21%</translation>
        </message>
        <message>
            <source>&amp;Density:</source>
            <translation>密度(&amp;D)：</translation>
        </message>
        <message>
            <source>&amp;Start from:</source>
            <translation>起点(&amp;S)：</translation>
        </message>
    </context>
    <context>
        <name>DataFolder</name>
        <message>
            <source>the files ({error})</source>
            <translation>这些文件（{error}）</translation>
        </message>
        <message>
            <source>left {names} in {old} (from an older version) because {folder} already has them; move them by hand to keep them</source>
            <translation>未从 {old}（旧版本）移动任何文件，因为 {folder} 中已有 {names}；如需保留，请手动移动这些文件</translation>
        </message>
    </context>
    <context>
        <name>Dialogs</name>
        <message>
            <source>Width and height from 1 to {max_side}, with at least one side {min_side} or more: the first click and its neighbours never hold a mine. Up to all cells but those 9 can hold mines; boards 2 cells high or wide need an even number. Dense boards take longer to create.</source>
            <translation>宽和高为 1 到 {max_side}，至少有一边不小于 {min_side}：第一次点击的格子及其相邻格子里永远没有地雷。除这 9 格外的所有格子都可以放地雷；高或宽为 2 格的棋盘需要偶数个地雷。地雷密集的棋盘生成得更慢。</translation>
        </message>
        <message>
            <source>Enter the width as a whole number.</source>
            <translation>请输入整数宽度。</translation>
        </message>
        <message>
            <source>Enter the height as a whole number.</source>
            <translation>请输入整数高度。</translation>
        </message>
        <message>
            <source>Enter the mines as a whole number.</source>
            <translation>请输入整数地雷数。</translation>
        </message>
        <message>
            <source>The width must be between 1 and {max_side}.</source>
            <translation>宽度必须在 1 到 {max_side} 之间。</translation>
        </message>
        <message>
            <source>The height must be between 1 and {max_side}.</source>
            <translation>高度必须在 1 到 {max_side} 之间。</translation>
        </message>
        <message>
            <source>There must be at least one mine.</source>
            <translation>至少要有一个地雷。</translation>
        </message>
        <message>
            <source>Custom board</source>
            <translation>自定义棋盘</translation>
        </message>
        <message>
            <source>&amp;Width (columns):</source>
            <translation>宽度（列数）(&amp;W)：</translation>
        </message>
        <message>
            <source>&amp;Height (rows):</source>
            <translation>高度（行数）(&amp;H)：</translation>
        </message>
        <message>
            <source>&amp;Mines:</source>
            <translation>地雷数(&amp;M)：</translation>
        </message>
        <message>
            <source>Board creation took too long</source>
            <translation>生成棋盘耗时太长</translation>
        </message>
        <message>
            <source>No guess-free {width}x{height} board with {mines} mines was found within {seconds} seconds.</source>
            <translation>在 {seconds} 秒内没有找到含 {mines} 个地雷、无需猜测的 {width}x{height} 棋盘。</translation>
        </message>
        <message>
            <source>Dense boards are hard to create.</source>
            <translation>地雷密集的棋盘很难生成。</translation>
        </message>
        <message>
            <source>Boards of logic grade “{grade}” are rare at this size: Game &gt; Logic &gt; Any finds one sooner.</source>
            <translation>这种尺寸下逻辑难度为“{grade}”的棋盘很少见：游戏 &gt; 逻辑难度 &gt; 任意 能更快找到。</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>重试</translation>
        </message>
        <message numerus="yes">
            <source>Use %n mine(s)</source>
            <translation>
                <numerusform>使用 %n 个地雷</numerusform>
            </translation>
        </message>
        <message>
            <source>Open board id</source>
            <translation>打开棋盘编号</translation>
        </message>
        <message>
            <source>Board id (from Game &gt; Copy board id):</source>
            <translation>棋盘编号（来自 游戏 &gt; 复制棋盘编号）：</translation>
        </message>
    </context>
    <context>
        <name>Fonts</name>
        <message>
            <source>{language} text needs a font that is not installed: the game would show boxes for letters such as {missing}. This run is in English. To play in {language}, install {packages}, then start the game again.</source>
            <translation>{language}文字需要一种未安装的字体：游戏会把 {missing} 等字符显示为方框。本次以英文运行。要使用{language}，请安装 {packages}，然后重新启动游戏。</translation>
        </message>
    </context>
    <context>
        <name>Grades</name>
        <message>
            <source>one number</source>
            <translation>单个数字</translation>
        </message>
        <message>
            <source>two numbers</source>
            <translation>两个数字</translation>
        </message>
        <message>
            <source>three+ numbers</source>
            <translation>三个以上数字</translation>
        </message>
        <message>
            <source>mine count</source>
            <translation>地雷总数</translation>
        </message>
        <message>
            <source>any</source>
            <translation>任意</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>简单</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>困难</translation>
        </message>
        <message>
            <source>hardest</source>
            <translation>最难</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <source>Time</source>
            <translation>时间</translation>
        </message>
        <message>
            <source>Seconds from the first click to the last; the clock stops while paused.</source>
            <translation>从第一次点击到最后一次点击的秒数；暂停时计时停止。</translation>
        </message>
        <message>
            <source>The board's difficulty in clicks: the fewest clicks that clear it without flags (each opening counts once, plus every number not next to an opening).</source>
            <translation>棋盘以点击次数衡量的难度：不插旗清空棋盘所需的最少点击（每个空白区计一次，加上每个不挨着空白区的数字）。</translation>
        </message>
        <message>
            <source>3BV divided by your time: your speed, fair across easy and hard boards.</source>
            <translation>3BV 除以用时：你的速度，对难易棋盘都公平。</translation>
        </message>
        <message>
            <source>Clicks</source>
            <translation>点击</translation>
        </message>
        <message>
            <source>Every click you made: opens, flags and chords.</source>
            <translation>你的每一次点击：打开、插旗和双击。</translation>
        </message>
        <message>
            <source>Efficiency</source>
            <translation>效率</translation>
        </message>
        <message>
            <source>3BV divided by your clicks, as a percentage: 100% means no click was wasted (chording can take it above 100%).</source>
            <translation>3BV 除以点击次数的百分比：100% 表示没有多余的点击（双击可超过 100%）。</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>提示</translation>
        </message>
        <message>
            <source>On how many positions you asked for a hint or a flag check (pressing again on the same position does not count again).</source>
            <translation>你在多少个局面上请求了提示或检查旗帜（在同一局面上再次按下不会重复计数）。</translation>
        </message>
        <message>
            <source>Logic</source>
            <translation>逻辑</translation>
        </message>
        <message>
            <source>The hardest reasoning the board needs: one number (each step follows from one number), two numbers (two numbers read together), or three+ numbers or the mine count.</source>
            <translation>棋盘需要的最难推理：一个数字（每一步由一个数字推出）、两个数字（两个数字一起看），或三个及以上数字或雷的总数。</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>排名</translation>
        </message>
        <message>
            <source>Where this time stands among your wins at this level without help.</source>
            <translation>这次用时在你本难度无辅助胜局中的名次。</translation>
        </message>
        <message>
            <source>Chord</source>
            <translation>双击</translation>
        </message>
        <message>
            <source>Clicking a number whose mines are all flagged opens every other cell around it.</source>
            <translation>点击一个周围的雷都已插旗的数字，会打开它周围其余的格子。</translation>
        </message>
        <message>
            <source>Open every cell that is not a mine. A number tells how many of the eight cells around it hide a mine. Right-click (or F) puts a flag on a cell you know is a mine. Your first click is always an opening, and every board can be solved by logic alone: you never have to guess.</source>
            <translation>打开所有不是雷的格子。数字表示它周围八个格子里有几个雷。右键（或 F）在你确定是雷的格子上插旗。第一次点击总会打开一片区域，每个棋盘都能仅靠逻辑解开：你永远不必猜。</translation>
        </message>
        <message>
            <source>Hint (H) teaches rather than plays: each press on the same position says a little more. First it checks your flags, then it shows where progress is possible, then which cell and why, in words, and only at the end makes the move for you. Check flags (C) says whether your flags are right. A game with hints is not ranked for best times.</source>
            <translation>提示（H）重在教而不是代你玩：在同一局面每按一次，说得更多一点。先检查你的旗帜，再指出哪里能推进，然后用文字说明哪个格子以及原因，最后才替你走这一步。检查旗帜（C）告诉你旗帜是否正确。用过提示的对局不计入最佳时间。</translation>
        </message>
        <message>
            <source>Arrows, Space, F</source>
            <translation>方向键、空格、F</translation>
        </message>
        <message>
            <source>move the cursor, open, flag</source>
            <translation>移动光标、打开、插旗</translation>
        </message>
        <message>
            <source>hint, check flags</source>
            <translation>提示、检查旗帜</translation>
        </message>
        <message>
            <source>pause (the board is hidden, the clock stops)</source>
            <translation>暂停（棋盘隐藏，计时停止）</translation>
        </message>
        <message>
            <source>new game</source>
            <translation>新游戏</translation>
        </message>
        <message>
            <source>after a game: undo, retry, review, mines or before</source>
            <translation>对局结束后：撤销、重玩、回顾、显示雷或失误前</translation>
        </message>
        <message>
            <source>from the board to the buttons and back</source>
            <translation>在棋盘和按钮之间切换</translation>
        </message>
        <message>
            <source>read the cursor's cell, its row and column, the cells around it</source>
            <translation>朗读光标所在格子、它的行列、周围的格子</translation>
        </message>
        <message>
            <source>read the mines left, the time, the last announcement again</source>
            <translation>朗读剩余地雷、时间，再读一遍上一条播报</translation>
        </message>
        <message>
            <source>read the cursor's whole row, its whole column</source>
            <translation>朗读光标所在的整行、整列</translation>
        </message>
        <message>
            <source>jump to the last hint's cell, the next covered cell, the next covered cell beside a number</source>
            <translation>跳到上一条提示的格子、下一个未打开的格子、下一个挨着数字的未打开格子</translation>
        </message>
        <message>
            <source>G, a row and a column, Enter</source>
            <translation>G、行号和列号、回车</translation>
        </message>
        <message>
            <source>go to that cell (G 3 5 Enter: row 3, column 5)</source>
            <translation>跳到该格子（G 3 5 回车：第 3 行第 5 列）</translation>
        </message>
        <message>
            <source>in a replay: the previous or next click, the previous or next mouse event, play or pause, where the replay is (each step is said)</source>
            <translation>在录像中：上一次或下一次点击，上一个或下一个鼠标事件，播放或暂停，录像播放到哪里（每一步都会读出）</translation>
        </message>
        <message>
            <source>in a review: one move back or on, ten moves back or on, the first or the last move (each move and its judgement is said)</source>
            <translation>在复盘中：后退或前进一步，后退或前进十步，第一步或最后一步（每一步及其评判都会读出）</translation>
        </message>
        <message>
            <source>With a screen reader every move is said as it happens. Options &gt; Brief announcements keeps each announcement to its first sentence; A repeats the last one.</source>
            <translation>使用屏幕阅读器时，每一步都会在发生时读出。选项 &gt; 简短播报 让每条播报只读第一句；A 重复上一条。</translation>
        </message>
        <message>
            <source>a flag: you say a mine is here</source>
            <translation>旗帜：你认定这里有雷</translation>
        </message>
        <message>
            <source>a question mark (Options &gt; Question marks): not sure yet</source>
            <translation>问号（选项 &gt; 问号）：还不确定</translation>
        </message>
        <message>
            <source>a mine, shown when the game ends</source>
            <translation>雷，对局结束时显示</translation>
        </message>
        <message>
            <source>The board's pictures</source>
            <translation>棋盘上的图案</translation>
        </message>
        <message>
            <source>Marks on the board</source>
            <translation>棋盘上的标记</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>按键</translation>
        </message>
        <message>
            <source>Words of the counters and the summary</source>
            <translation>计数器和总结中的术语</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>玩法说明</translation>
        </message>
        <message>
            <source>Hints, flag checks and the loss explanation mark cells; each mark differs in colour and in its frame, so it reads without colour too. The legend under the board names the marks shown.</source>
            <translation>提示、旗帜检查和失败说明会标记格子；每种标记的颜色和边框都不同，不看颜色也能分辨。棋盘下方的图例说明当前显示的标记。</translation>
        </message>
        <message>
            <source>Mines left: the mines on the board minus your flags (below zero when there are more flags than mines).</source>
            <translation>剩余雷数：棋盘上的雷数减去你的旗帜数（旗帜多于雷时为负）。</translation>
        </message>
        <message>
            <source>Seconds played, up to 999. The clock stops while the game is paused (P).</source>
            <translation>已用秒数，最多 999。暂停（P）时计时停止。</translation>
        </message>
        <message>
            <source>New game (F2). The face shows how the game stands: smiling while you play, surprised while you press, glasses on a win, crosses on a loss.</source>
            <translation>新游戏（F2）。笑脸显示对局状态：游戏中微笑，按下时惊讶，获胜戴墨镜，失败画叉。</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>the {value} at {cell}</source>
            <translation>{cell}的{value}</translation>
        </message>
        <message>
            <source>{number} has no mines around it, so {cell} is safe.</source>
            <translation>{number}周围没有地雷，所以{cell}是安全的。</translation>
        </message>
        <message numerus="yes">
            <source>{number} already has its %n mine(s) flagged, so its other covered cells are safe, including {cell}.</source>
            <translation>
                <numerusform>{number}的 %n 个地雷都已插旗，所以它周围其余未打开的格子都是安全的，包括{cell}。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{number} touches exactly %n covered cell(s)</source>
            <translation>
                <numerusform>{number}恰好挨着 %n 个未打开的格子</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{number} has {flagged} flagged and needs {more}; it touches exactly %n other covered cell(s)</source>
            <translation>
                <numerusform>{number}已插旗{flagged}，还需要{more}；它恰好挨着另外 %n 个未打开的格子</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more</source>
            <translation>
                <numerusform>%n 个</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}, so {cell} is a mine.</source>
            <translation>{head}，所以{cell}是地雷。</translation>
        </message>
        <message>
            <source>{head}, so both are mines: {cell} is a mine.</source>
            <translation>{head}，所以两个都是地雷：{cell}是地雷。</translation>
        </message>
        <message>
            <source>{head}, so all of them are mines: {cell} is a mine.</source>
            <translation>{head}，所以它们全是地雷：{cell}是地雷。</translation>
        </message>
        <message numerus="yes">
            <source>Every covered cell around {a} also touches {b}, so the %n more mine(s) it needs (is|are) next to both numbers.</source>
            <translation>
                <numerusform>{a}周围每个未打开的格子也都挨着{b}，所以它还缺的 %n 个地雷都在两个数字旁边。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Every covered cell around {a} also touches {b}, so the %n mine(s) it needs (is|are) next to both numbers.</source>
            <translation>
                <numerusform>{a}周围每个未打开的格子也都挨着{b}，所以它需要的 %n 个地雷都在两个数字旁边。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{a} needs {needs} but has only {away} away from {b}, so at least %n mine(s) (is|are) next to both numbers.</source>
            <translation>
                <numerusform>{a}需要{needs}，但不挨着{b}的只有{away}，所以至少有 %n 个地雷在两个数字旁边。</numerusform>
            </translation>
        </message>
        <message>
            <source>That is all {b} still needs, so its other covered cells are safe, including {cell}.</source>
            <translation>这正是{b}还需要的全部地雷，所以它其余未打开的格子都是安全的，包括{cell}。</translation>
        </message>
        <message>
            <source>That is all {b} needs, so its other covered cells are safe, including {cell}.</source>
            <translation>这正是{b}需要的全部地雷，所以它其余未打开的格子都是安全的，包括{cell}。</translation>
        </message>
        <message numerus="yes">
            <source>%n covered cell(s)</source>
            <translation>
                <numerusform>%n 个未打开的格子</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{a} needs only {needs}, so the cells it shares with {b} hold at most %n mine(s).</source>
            <translation>
                <numerusform>{a}只需要{needs}，所以它与{b}共有的格子里最多有 %n 个地雷。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{b} needs {needs}, so its %n other covered cell(s) must hold the rest: {cell} is a mine.</source>
            <translation>
                <numerusform>{b}需要{needs}，所以它另外 %n 个未打开的格子必须装下其余的地雷：{cell}是地雷。</numerusform>
            </translation>
        </message>
        <message>
            <source>Suppose {cell} were safe.</source>
            <translation>假设{cell}是安全的。</translation>
        </message>
        <message>
            <source>Suppose {cell} were a mine.</source>
            <translation>假设{cell}是地雷。</translation>
        </message>
        <message>
            <source>Then {number} makes {cells} safe.</source>
            <translation>那么{number}使{cells}成为安全格。</translation>
        </message>
        <message>
            <source>Then {number} makes {cells} a mine.</source>
            <translation>那么{number}使{cells}成为地雷。</translation>
        </message>
        <message>
            <source>Then {number} makes {cells} mines.</source>
            <translation>那么{number}使{cells}都成为地雷。</translation>
        </message>
        <message>
            <source>But then {number} would have too many mines.</source>
            <translation>但这样一来，{number}周围的地雷就太多了。</translation>
        </message>
        <message>
            <source>But then {number} would have too few mines.</source>
            <translation>但这样一来，{number}周围的地雷就不够了。</translation>
        </message>
        <message>
            <source>So {cell} is a mine.</source>
            <translation>所以{cell}是地雷。</translation>
        </message>
        <message>
            <source>So {cell} is safe.</source>
            <translation>所以{cell}是安全的。</translation>
        </message>
        <message numerus="yes">
            <source>Try every way to place mines around {numbers} that fits all %n number(s): {cell} is a mine in each of them.</source>
            <translation>
                <numerusform>试遍{numbers}周围所有符合这 %n 个数字的地雷摆法：{cell}在每一种里都是地雷。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Try every way to place mines around {numbers} that fits all %n number(s): {cell} is safe in each of them.</source>
            <translation>
                <numerusform>试遍{numbers}周围所有符合这 %n 个数字的地雷摆法：{cell}在每一种里都是安全的。</numerusform>
            </translation>
        </message>
        <message>
            <source>Try every way to place mines around the {count} highlighted numbers that fits all of them: {cell} is a mine in each of them.</source>
            <translation>试遍这 {count} 个高亮数字周围所有符合它们的地雷摆法：{cell}在每一种里都是地雷。</translation>
        </message>
        <message>
            <source>Try every way to place mines around the {count} highlighted numbers that fits all of them: {cell} is safe in each of them.</source>
            <translation>试遍这 {count} 个高亮数字周围所有符合它们的地雷摆法：{cell}在每一种里都是安全的。</translation>
        </message>
        <message>
            <source>(Finding the easiest step takes too long here, so this uses {count} numbers around it; a smaller set may also work.)</source>
            <translation>（在这里找出最简单的一步耗时太长，因此这里用了周围的 {count} 个数字；更少的数字也许也行。）</translation>
        </message>
        <message>
            <source>(This uses the {count} numbers around it; a smaller set may also work.)</source>
            <translation>（这里用了周围的 {count} 个数字；更少的数字也许也行。）</translation>
        </message>
        <message>
            <source>There are no mines</source>
            <translation>没有地雷</translation>
        </message>
        <message numerus="yes">
            <source>%n mine(s) (is|are) left</source>
            <translation>
                <numerusform>还剩 %n 个地雷</numerusform>
            </translation>
        </message>
        <message>
            <source>The only mine is accounted for by the highlighted numbers</source>
            <translation>唯一的地雷已由高亮的数字确定</translation>
        </message>
        <message>
            <source>The only mine is accounted for</source>
            <translation>唯一的地雷已确定</translation>
        </message>
        <message>
            <source>All {total} mines are accounted for by the highlighted numbers</source>
            <translation>全部 {total} 个地雷都已由高亮的数字确定</translation>
        </message>
        <message>
            <source>All {total} mines are accounted for</source>
            <translation>全部 {total} 个地雷都已确定</translation>
        </message>
        <message>
            <source>All but {left} of the {total} mines are accounted for by the highlighted numbers</source>
            <translation>{total} 个地雷中，除了 {left} 个以外都已由高亮的数字确定</translation>
        </message>
        <message>
            <source>All but {left} of the {total} mines are accounted for</source>
            <translation>{total} 个地雷中，除了 {left} 个以外都已确定</translation>
        </message>
        <message>
            <source>{head}, so every covered cell is safe, including {cell}.</source>
            <translation>{head}，所以所有未打开的格子都是安全的，包括{cell}。</translation>
        </message>
        <message>
            <source>{head}, so every other covered cell is safe, including {cell}.</source>
            <translation>{head}，所以其余所有未打开的格子都是安全的，包括{cell}。</translation>
        </message>
        <message>
            <source>{head}, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>{head}，所以每个不挨着任何数字的未打开格子都是安全的，包括{cell}。</translation>
        </message>
        <message numerus="yes">
            <source>{head}, which need at least %n more mine(s) among their covered cells, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>
                <numerusform>{head}，而它们的未打开格子里还至少需要 %n 个地雷，所以每个不挨着任何数字的未打开格子都是安全的，包括{cell}。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{head}, and the highlighted numbers need at least %n mine(s) among their covered cells, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>
                <numerusform>{head}，而高亮数字的未打开格子里至少需要 %n 个地雷，所以每个不挨着任何数字的未打开格子都是安全的，包括{cell}。</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}, and (it|they) can only go next to the highlighted numbers, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>{head}，而且它们只能在高亮数字旁边，所以每个不挨着任何数字的未打开格子都是安全的，包括{cell}。</translation>
        </message>
        <message numerus="yes">
            <source>{head}. The highlighted numbers leave room for at most %n mine(s) among their covered cells, so the only covered cell that touches no number, {cell}, is a mine.</source>
            <translation>
                <numerusform>{head}。高亮数字的未打开格子里最多只能容纳 %n 个地雷，所以唯一不挨着任何数字的未打开格子{cell}是地雷。</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}. So the only covered cell that touches no number, {cell}, is a mine.</source>
            <translation>{head}。所以唯一不挨着任何数字的未打开格子{cell}是地雷。</translation>
        </message>
        <message numerus="yes">
            <source>{head}. The highlighted numbers leave room for at most {room} among their covered cells, so the %n covered cells that touch no number are all mines: {cell} is a mine.</source>
            <translation>
                <numerusform>{head}。高亮数字的未打开格子里最多只能容纳{room}，所以不挨着任何数字的 %n 个未打开格子全是地雷：{cell}是地雷。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{head}. So the %n covered cells that touch no number are all mines: {cell} is a mine.</source>
            <translation>
                <numerusform>{head}。所以不挨着任何数字的 %n 个未打开格子全是地雷：{cell}是地雷。</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fits the count; with that, {cell} is always a mine.</source>
            <translation>{head}。{cell}周围的高亮数字允许其未打开格子里有 {allowed} 个地雷，但只有 {fits} 个符合总数；这样一来，{cell}总是地雷。</translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fits the count; with that, {cell} is always safe.</source>
            <translation>{head}。{cell}周围的高亮数字允许其未打开格子里有 {allowed} 个地雷，但只有 {fits} 个符合总数；这样一来，{cell}总是安全的。</translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fit the count; with that, {cell} is always a mine.</source>
            <translation>{head}。{cell}周围的高亮数字允许其未打开格子里有 {allowed} 个地雷，但只有 {fits} 个符合总数；这样一来，{cell}总是地雷。</translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fit the count; with that, {cell} is always safe.</source>
            <translation>{head}。{cell}周围的高亮数字允许其未打开格子里有 {allowed} 个地雷，但只有 {fits} 个符合总数；这样一来，{cell}总是安全的。</translation>
        </message>
        <message>
            <source>{head}. Counting the mines left against every way the highlighted numbers allow, {cell} is a mine.</source>
            <translation>{head}。把剩下的地雷数与高亮数字允许的每一种情况对照，{cell}是地雷。</translation>
        </message>
        <message>
            <source>{head}. Counting the mines left against every way the highlighted numbers allow, {cell} is safe.</source>
            <translation>{head}。把剩下的地雷数与高亮数字允许的每一种情况对照，{cell}是安全的。</translation>
        </message>
        <message numerus="yes">
            <source>%n number(s) (has|have) more flags around (it|them) than (its value|their values).</source>
            <translation>
                <numerusform>有 %n 个数字周围的旗帜比它们的数值还多。</numerusform>
            </translation>
        </message>
        <message>
            <source>no mine</source>
            <translation>0 个地雷</translation>
        </message>
        <message numerus="yes">
            <source>only %n mine(s)</source>
            <translation>
                <numerusform>%n 个地雷</numerusform>
            </translation>
        </message>
        <message>
            <source>so the flag is wrong</source>
            <translation>所以这面旗帜是错的</translation>
        </message>
        <message>
            <source>so all of these flags are wrong</source>
            <translation>所以这些旗帜全都是错的</translation>
        </message>
        <message numerus="yes">
            <source>so at least %n of these flags (is|are) wrong</source>
            <translation>
                <numerusform>所以这些旗帜中至少有 %n 面是错的</numerusform>
            </translation>
        </message>
        <message>
            <source>{number} has {flags} around it, at {cells}, but {room}, {verdict}.</source>
            <translation>{number}周围有{flags}（位于{cells}），但它只表示{room}，{verdict}。</translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s)</source>
            <translation>
                <numerusform>%n 面旗帜</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more number(s) (has|have) too many flags as well.</source>
            <translation>
                <numerusform>另外还有 %n 个数字周围的旗帜也太多了。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) (is|are) wrong.</source>
            <translation>
                <numerusform>有 %n 面旗帜是错的。</numerusform>
            </translation>
        </message>
        <message>
            <source>The flag at {cells} is on a safe cell: the numbers prove there is no mine there.</source>
            <translation>{cells}的旗帜插在了安全的格子上：数字证明那里没有地雷。</translation>
        </message>
        <message>
            <source>The flags at {cells} are on safe cells: the numbers prove there are no mines there.</source>
            <translation>{cells}的旗帜插在了安全的格子上：数字证明那里没有地雷。</translation>
        </message>
        <message>
            <source>Press Hint again and I will remove the flag at {cell}.</source>
            <translation>再按一次“提示”，我会拔掉{cell}的旗帜。</translation>
        </message>
        <message>
            <source>Removing the flag at {cell}.</source>
            <translation>正在拔掉{cell}的旗帜。</translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) cannot be proven yet; (it|they) may be wrong.</source>
            <translation>
                <numerusform>有 %n 面旗帜暂时无法证明，可能是错的。</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing proves the flag at {cells} yet: it may be wrong.</source>
            <translation>目前还没有任何依据证明{cells}的旗帜：它可能是错的。</translation>
        </message>
        <message>
            <source>Nothing proves the flags at {cells} yet: each may be wrong.</source>
            <translation>目前还没有任何依据证明{cells}的旗帜：每一面都可能是错的。</translation>
        </message>
        <message>
            <source>These numbers cannot all be right: no arrangement of exactly {total} mines fits them.</source>
            <translation>这些数字不可能全都正确：没有任何恰好 {total} 个地雷的布局与它们相符。</translation>
        </message>
        <message>
            <source>These numbers cannot all be right: no arrangement of mines fits the numbers around {cell}.</source>
            <translation>这些数字不可能全都正确：没有任何地雷布局与{cell}周围的数字相符。</translation>
        </message>
        <message>
            <source>You can open a cell by counting the mines that are left, with the help of the highlighted numbers.</source>
            <translation>借助高亮的数字，数一数剩下的地雷，你就能打开一个格子。</translation>
        </message>
        <message>
            <source>You can open a cell by counting the mines that are left.</source>
            <translation>数一数剩下的地雷，你就能打开一个格子。</translation>
        </message>
        <message>
            <source>You can open a cell in the highlighted area: one number there tells you enough.</source>
            <translation>你可以在高亮区域打开一个格子：那里的一个数字就足以说明。</translation>
        </message>
        <message numerus="yes">
            <source>You can open a cell in the highlighted area: %n numbers there together tell you enough.</source>
            <translation>
                <numerusform>你可以在高亮区域打开一个格子：那里的 %n 个数字合起来就足以说明。</numerusform>
            </translation>
        </message>
        <message>
            <source>You can make progress by counting the mines that are left, with the help of the highlighted numbers.</source>
            <translation>借助高亮的数字，数一数剩下的地雷，你就能继续推进。</translation>
        </message>
        <message>
            <source>You can make progress by counting the mines that are left.</source>
            <translation>数一数剩下的地雷，你就能继续推进。</translation>
        </message>
        <message>
            <source>You can make progress in the highlighted area: one number there tells you enough.</source>
            <translation>你可以在高亮区域继续推进：那里的一个数字就足以说明。</translation>
        </message>
        <message numerus="yes">
            <source>You can make progress in the highlighted area: %n numbers there together tell you enough.</source>
            <translation>
                <numerusform>你可以在高亮区域继续推进：那里的 %n 个数字合起来就足以说明。</numerusform>
            </translation>
        </message>
        <message>
            <source>(A full check of this position takes too long, so this hint uses only nearby numbers.)</source>
            <translation>（完整检查这个局面耗时太长，因此这条提示只用了附近的数字。）</translation>
        </message>
        <message>
            <source>Look at {cell}: the highlighted numbers and the mine count prove whether it is safe or a mine.</source>
            <translation>看看{cell}：高亮的数字和地雷总数能证明它是安全的还是地雷。</translation>
        </message>
        <message>
            <source>Look at {cell}: the mine count proves whether it is safe or a mine.</source>
            <translation>看看{cell}：地雷总数能证明它是安全的还是地雷。</translation>
        </message>
        <message>
            <source>Look at {cell}: the highlighted number proves whether it is safe or a mine.</source>
            <translation>看看{cell}：高亮的数字能证明它是安全的还是地雷。</translation>
        </message>
        <message>
            <source>Look at {cell}: the highlighted numbers prove whether it is safe or a mine.</source>
            <translation>看看{cell}：高亮的数字能证明它是安全的还是地雷。</translation>
        </message>
        <message>
            <source>Press Hint again and I will flag {cell} for you.</source>
            <translation>再按一次“提示”，我会替你在{cell}插旗。</translation>
        </message>
        <message>
            <source>Press Hint again and I will open {cell} for you.</source>
            <translation>再按一次“提示”，我会替你打开{cell}。</translation>
        </message>
        <message>
            <source>Flagging {cell}.</source>
            <translation>在{cell}插旗。</translation>
        </message>
        <message>
            <source>Opening {cell}.</source>
            <translation>打开{cell}。</translation>
        </message>
        <message>
            <source>Every covered cell left is a mine: the board is solved. Well done!</source>
            <translation>剩下的未打开格子全是地雷：棋盘已经解开了。干得好！</translation>
        </message>
        <message>
            <source>No covered cell can be proven safe right now, so the next move is a guess. Try the cell with the best odds.</source>
            <translation>目前没有任何未打开的格子能被证明是安全的，所以下一步只能靠猜。试试概率最好的格子。</translation>
        </message>
        <message>
            <source>No covered cell can be proven safe or a mine right now, so the next move is a guess. Try the cell with the best odds.</source>
            <translation>目前没有任何未打开的格子能被证明是安全的或是地雷，所以下一步只能靠猜。试试概率最好的格子。</translation>
        </message>
        <message>
            <source>This position takes too long to check, and no small group of numbers proves anything. Press Hint again to let me think longer.</source>
            <translation>检查这个局面耗时太长，而且没有哪一小组数字能证明什么。再按一次“提示”，让我多想一会儿。</translation>
        </message>
        <message>
            <source>You have not placed any flags, so there is nothing to check.</source>
            <translation>你还没有插任何旗帜，所以没有什么可检查的。</translation>
        </message>
        <message>
            <source>No flag is provably wrong, but checking every flag takes too long here.</source>
            <translation>没有旗帜被证明是错的，但在这里逐一检查所有旗帜耗时太长。</translation>
        </message>
        <message>
            <source>Your flag is a proven mine.</source>
            <translation>你的旗帜插在已被证明的地雷上。</translation>
        </message>
        <message>
            <source>Both your flags are proven mines.</source>
            <translation>你的两面旗帜都插在已被证明的地雷上。</translation>
        </message>
        <message numerus="yes">
            <source>All %n flags are proven mines.</source>
            <translation>
                <numerusform>全部 %n 面旗帜都插在已被证明的地雷上。</numerusform>
            </translation>
        </message>
        <message>
            <source>Checking the other flags takes too long here.</source>
            <translation>在这里检查其余的旗帜耗时太长。</translation>
        </message>
        <message numerus="yes">
            <source>%n more mine(s)</source>
            <translation>
                <numerusform>还要 %n 个地雷</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mine(s)</source>
            <translation>
                <numerusform>%n 个地雷</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>KeptGame</name>
        <message>
            <source>Your game from last time was not resumed: its file {file} cannot be moved ({cause}), so it would come back at every start. Move or delete it by hand.</source>
            <translation>上次的游戏没有恢复：它的文件 {file} 无法移动（{cause}），否则每次启动都会再次出现。请手动移动或删除该文件。</translation>
        </message>
        <message>
            <source>Your game from last time could not be played on (the file is damaged or was changed); it was kept as {file} in {folder}, and a new game starts.</source>
            <translation>上次的游戏无法继续（文件已损坏或被修改）；它已保存为 {folder} 中的 {file}，新游戏开始。</translation>
        </message>
        <message>
            <source>the file or its folder is read-only</source>
            <translation>文件或其文件夹为只读</translation>
        </message>
        <message>
            <source>The game in progress ({level}, {seconds} s played) could not be kept for the next start: {cause}.</source>
            <translation>进行中的游戏（{level}，已玩 {seconds} 秒）无法保留到下次启动：{cause}。</translation>
        </message>
        <message>
            <source>Free some space or make the folder writable, then press Try again. If you close now, what is named above is lost.</source>
            <translation>请释放一些空间或让该文件夹可写，然后按“重试”。如果现在关闭，上面列出的内容将会丢失。</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>重试</translation>
        </message>
        <message>
            <source>Keep the window open</source>
            <translation>保持窗口打开</translation>
        </message>
        <message>
            <source>Close and lose it</source>
            <translation>关闭并放弃</translation>
        </message>
    </context>
    <context>
        <name>Legend</name>
        <message>
            <source>the mine you hit</source>
            <translation>你踩中的地雷</translation>
        </message>
        <message>
            <source>the cell the hint is about</source>
            <translation>提示所指的格子</translation>
        </message>
        <message>
            <source>safe: open it</source>
            <translation>安全：打开它</translation>
        </message>
        <message>
            <source>a mine: flag it</source>
            <translation>是雷：插旗</translation>
        </message>
        <message>
            <source>the numbers that prove it</source>
            <translation>证明它的数字</translation>
        </message>
        <message>
            <source>the numbers the reason uses</source>
            <translation>推理用到的数字</translation>
        </message>
        <message>
            <source>cells a supposition decides</source>
            <translation>假设推出的格子</translation>
        </message>
        <message>
            <source>a flag on a safe cell</source>
            <translation>插在安全格子上的旗帜</translation>
        </message>
        <message>
            <source>a flag nothing proves yet</source>
            <translation>尚无依据的旗帜</translation>
        </message>
        <message>
            <source>a number with too many flags</source>
            <translation>旗帜过多的数字</translation>
        </message>
        <message>
            <source>one of these flags is wrong</source>
            <translation>这些旗帜中有一面是错的</translation>
        </message>
        <message>
            <source>numbers that contradict</source>
            <translation>相互矛盾的数字</translation>
        </message>
    </context>
    <context>
        <name>Lessons</name>
        <message>
            <source>The rules</source>
            <translation>规则</translation>
        </message>
        <message>
            <source>Some covered cells hide mines. Open every other cell to win; open a mine and the game is lost. An opened cell shows how many of its eight neighbours are mines. Right-click a cell you know is a mine, or press F on it, to flag it. On these boards logic always tells you a safe move: you never have to guess.</source>
            <translation>有些未打开的格子下面藏着地雷。打开所有其他格子即可获胜；打开地雷则游戏失败。打开的格子会显示它周围八个格子中有几个地雷。右键点击你确定是地雷的格子，或在它上面按 F，即可插旗。在这些棋盘上，逻辑总能告诉你一步安全的走法：你永远不必猜。</translation>
        </message>
        <message>
            <source>The first click</source>
            <translation>第一次点击</translation>
        </message>
        <message>
            <source>Your first click is always safe, and so are its neighbours, so it opens an area. A 0 opens its neighbours by itself. The numbers along the edge of that area are where the reasoning starts.</source>
            <translation>你的第一次点击总是安全的，它周围的格子也是，所以会打开一片区域。0 会自动打开它周围的格子。推理就从这片区域边缘的数字开始。</translation>
        </message>
        <message>
            <source>One number decides</source>
            <translation>一个数字就能确定</translation>
        </message>
        <message>
            <source>When a number has as many covered neighbours as mines it still needs, all of them are mines; when it needs no more mines (its flags already count), the rest are safe. Find a cell one number decides, then open it (click or Space) or flag it (right-click or F).</source>
            <translation>当一个数字周围未打开的格子数正好等于它还缺的地雷数时，这些格子全是地雷；当它不再缺地雷时（已插的旗也算数），其余格子都是安全的。找出一个数字就能确定的格子，然后打开它（左键或空格键）或插旗（右键或 F）。</translation>
        </message>
        <message>
            <source>Two numbers together (1-1)</source>
            <translation>两个数字结合 (1-1)</translation>
        </message>
        <message>
            <source>No number decides anything alone here. But the corner 1 sees only cells its neighbour 1 also sees: the neighbour's one mine is among them, so its other covered cell is safe. Find a cell the two numbers decide together.</source>
            <translation>这里没有哪个数字能单独确定任何格子。但角上的 1 看到的格子，它旁边的 1 也都能看到：旁边那个 1 唯一的地雷就在其中，所以它的另一个未打开格子是安全的。找出两个数字合起来能确定的格子。</translation>
        </message>
        <message>
            <source>Three numbers together</source>
            <translation>三个数字结合</translation>
        </message>
        <message>
            <source>Sometimes no one or two numbers decide anything and three do: try each way to place mines that fits all three, and a cell that comes out the same every time is decided. Flags count as mines.</source>
            <translation>有时一两个数字无法确定任何格子，三个数字却可以：试遍符合这三个数字的每一种地雷摆法，每次结果都相同的格子就确定了。旗帜算作地雷。</translation>
        </message>
        <message>
            <source>The mine count</source>
            <translation>地雷总数</translation>
        </message>
        <message>
            <source>When the numbers decide nothing, count the mines. The counter shows how many there are in all; if the numbers already account for every one, each covered cell beyond them is safe.</source>
            <translation>当数字无法确定任何格子时，就数一数地雷。计数器显示地雷的总数；如果数字已经确定了全部地雷，那么它们以外的每个未打开格子都是安全的。</translation>
        </message>
    </context>
    <context>
        <name>Levels</name>
        <message>
            <source>Custom {width}x{height}, {mines} mines</source>
            <translation>自定义 {width}x{height}，{mines} 个地雷</translation>
        </message>
        <message>
            <source>Beginner</source>
            <translation>初级</translation>
        </message>
        <message>
            <source>Intermediate</source>
            <translation>中级</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>高级</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>自定义</translation>
        </message>
        <message>
            <source>Unknown level {level}: use beginner, intermediate, expert or WxH/M, e.g. 30x16/99 (30 columns, 16 rows, 99 mines).</source>
            <translation>未知难度 {level}：请使用 beginner、intermediate、expert 或 宽x高/雷数，例如 30x16/99（30 列、16 行、99 个雷）。</translation>
        </message>
        <message>
            <source>Width and height must be between 1 and {most}, not {width}x{height}.</source>
            <translation>宽度和高度必须在 1 到 {most} 之间，而不是 {width}x{height}。</translation>
        </message>
        <message>
            <source>A board needs at least one mine, not {mines}.</source>
            <translation>棋盘至少需要一个地雷，而不是 {mines} 个。</translation>
        </message>
        <message>
            <source>The number of mines cannot be negative ({mines} was asked for).</source>
            <translation>地雷数不能为负数（请求的是 {mines}）。</translation>
        </message>
        <message>
            <source>A {width}x{height} board has no room for mines: the first click and its neighbours never hold one. Make one side at least 4.</source>
            <translation>{width}x{height} 的棋盘没有放地雷的空间：第一次点击的格子及其相邻格子里永远没有地雷。请让一边至少为 4。</translation>
        </message>
        <message numerus="yes">
            <source>A {width}x{height} board holds at most %n mine(s): the first cell opened and its neighbours never hold one ({mines} were asked for).</source>
            <translation>
                <numerusform>{width}x{height} 的棋盘最多容纳 %n 个地雷：第一个打开的格子及其相邻格子里永远没有地雷（请求的是 {mines} 个）。</numerusform>
            </translation>
        </message>
        <message>
            <source>A board 2 cells high needs an even number of mines: the two cells of a column look the same to every number, so a column with one mine would be a guess.</source>
            <translation>高为 2 格的棋盘需要偶数个地雷：同一列的两个格子对每个数字来说都一样，所以只有一个地雷的列只能靠猜。</translation>
        </message>
        <message>
            <source>A board 2 cells wide needs an even number of mines: the two cells of a row look the same to every number, so a row with one mine would be a guess.</source>
            <translation>宽为 2 格的棋盘需要偶数个地雷：同一行的两个格子对每个数字来说都一样，所以只有一个地雷的行只能靠猜。</translation>
        </message>
        <message>
            <source>Wide</source>
            <translation>宽幅</translation>
        </message>
        <message>
            <source>Big</source>
            <translation>大型</translation>
        </message>
    </context>
    <context>
        <name>Lists</name>
        <message numerus="yes">
            <source>%n more highlighted flag(s)</source>
            <translation>
                <numerusform>另外 %n 面高亮的旗帜</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more highlighted cell(s)</source>
            <translation>
                <numerusform>另外 %n 个高亮的格子</numerusform>
            </translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>{list} or {last}</source>
            <translation>{list}或{last}</translation>
        </message>
        <message>
            <source>{list} and {last}</source>
            <translation>{list}和{last}</translation>
        </message>
    </context>
    <context>
        <name>Loss</name>
        <message>
            <source>The chord on {number} opened {cell}: its flags looked complete, so its other covered cells seemed safe.</source>
            <translation>在{number}上双击打开了{cell}：它的旗帜看起来已经插满，所以它其余未打开的格子似乎都是安全的。</translation>
        </message>
        <message>
            <source>The chord on {number} opened {cell}: its flags looked complete, so its other covered cells seemed safe, but the flag at {flags} was not on a mine.</source>
            <translation>在{number}上双击打开了{cell}：它的旗帜看起来已经插满，所以它其余未打开的格子似乎都是安全的，但{flags}的旗帜下面并没有地雷。</translation>
        </message>
        <message>
            <source>The chord on {number} opened {cell}: its flags looked complete, so its other covered cells seemed safe, but the flags at {flags} were not on mines.</source>
            <translation>在{number}上双击打开了{cell}：它的旗帜看起来已经插满，所以它其余未打开的格子似乎都是安全的，但{flags}的旗帜下面并没有地雷。</translation>
        </message>
        <message>
            <source>{cell} was provably a mine.</source>
            <translation>可以证明{cell}是地雷。</translation>
        </message>
        <message>
            <source>Step by step (each step counts the mines proven before it as flagged): {steps}</source>
            <translation>逐步说明（每一步都把之前已证明的地雷视为已插旗）：{steps}</translation>
        </message>
        <message>
            <source>No way to place the mines that fits the numbers and the mine count leaves {cell} safe.</source>
            <translation>在符合数字和地雷总数的所有地雷摆法中，{cell}都不安全。</translation>
        </message>
        <message>
            <source>No way to place the mines that fits the numbers leaves {cell} safe.</source>
            <translation>在符合数字的所有地雷摆法中，{cell}都不安全。</translation>
        </message>
        <message>
            <source>Nothing proved {cell} safe, and its numbers alone did not prove it a mine. Whether the mine count did, and the odds of a mine there, took too long to work out.</source>
            <translation>没有任何依据证明{cell}是安全的，仅凭它周围的数字也不能证明它是地雷。地雷总数能否证明这一点，以及那里有地雷的概率，计算耗时太长。</translation>
        </message>
        <message>
            <source>Nothing proved {cell} safe. Whether it was provably a mine took too long to work out.</source>
            <translation>没有任何依据证明{cell}是安全的。判断能否证明它是地雷耗时太长。</translation>
        </message>
        <message>
            <source>Nothing proved {cell} safe: opening it was a guess.</source>
            <translation>没有任何依据证明{cell}是安全的：打开它是在猜。</translation>
        </message>
        <message>
            <source>Working out the odds took too long.</source>
            <translation>计算概率耗时太长。</translation>
        </message>
        <message>
            <source>Of all the ways to place the mines that fit the numbers and the mine count, {percent} put a mine on {cell}.</source>
            <translation>在符合数字和地雷总数的所有地雷摆法中，有 {percent} 在{cell}放了地雷。</translation>
        </message>
        <message>
            <source>Finding the easiest deduction in that position took too long.</source>
            <translation>在那个局面下寻找最简单的推理耗时太长。</translation>
        </message>
        <message>
            <source>Nothing else could be proven in that position either: it needed a guess.</source>
            <translation>在那个局面下也无法证明其他任何格子：只能靠猜。</translation>
        </message>
        <message>
            <source>It was also the easiest deduction in that position: {cell} should have been flagged, not opened.</source>
            <translation>这也是那个局面下最简单的推理：{cell}应该插旗，而不是打开。</translation>
        </message>
        <message>
            <source>The easiest deduction available instead: {step}</source>
            <translation>当时可用的最简单推理是：{step}</translation>
        </message>
        <message>
            <source>Showing it step by step took too long.</source>
            <translation>逐步展示证明耗时太长。</translation>
        </message>
        <message>
            <source>Its step-by-step proof is too long to show here.</source>
            <translation>逐步证明太长，无法在此显示。</translation>
        </message>
        <message>
            <source>Your flag at {flags} was not on a mine: the numbers proved {freed} safe.</source>
            <translation>你在{flags}的旗帜下面没有地雷：数字证明{freed}是安全的。</translation>
        </message>
        <message>
            <source>Your flags at {flags} were not on mines: the numbers proved {freed} safe.</source>
            <translation>你在{flags}的旗帜下面没有地雷：数字证明{freed}是安全的。</translation>
        </message>
        <message>
            <source>Your flag at {flags} was not on a mine; without it, {freed} was provably safe.</source>
            <translation>你在{flags}的旗帜下面没有地雷；没有它的话，可以证明{freed}是安全的。</translation>
        </message>
        <message>
            <source>Your flags at {flags} were not on mines; without them, {freed} was provably safe.</source>
            <translation>你在{flags}的旗帜下面没有地雷；没有它们的话，可以证明{freed}是安全的。</translation>
        </message>
        <message>
            <source>Your flag at {flags} was not on a mine.</source>
            <translation>你在{flags}的旗帜下面没有地雷。</translation>
        </message>
        <message>
            <source>Your flags at {flags} were not on mines.</source>
            <translation>你在{flags}的旗帜下面没有地雷。</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>How to &amp;play…</source>
            <translation>玩法说明(&amp;P)…</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>新游戏</translation>
        </message>
        <message>
            <source>&amp;System language</source>
            <translation>系统语言(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Question marks</source>
            <translation>问号标记(&amp;Q)</translation>
        </message>
        <message>
            <source>Hints without &amp;flags</source>
            <translation>不插旗的提示(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Auto-open trivially safe cells</source>
            <translation>自动打开显然安全的格子(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Standard rules (competition: no help of any kind)</source>
            <translation>标准规则(&amp;S)（比赛：不提供任何帮助）</translation>
        </message>
        <message>
            <source>Brief anno&amp;uncements (screen readers)</source>
            <translation>简短播报（屏幕阅读器）(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Undo the mistake</source>
            <translation>撤销失误(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Retry this board</source>
            <translation>重玩这个棋盘(&amp;R)</translation>
        </message>
        <message>
            <source>Re&amp;view the game…</source>
            <translation>复盘(&amp;V)…</translation>
        </message>
        <message>
            <source>Show the position before the &amp;mistake</source>
            <translation>显示失误前的局面(&amp;M)</translation>
        </message>
        <message>
            <source>&amp;Any</source>
            <translation>任意(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Easy (one number at a time)</source>
            <translation>简单（一次看一个数字）(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Hard (two numbers together)</source>
            <translation>困难（两个数字结合）(&amp;H)</translation>
        </message>
        <message>
            <source>Hardes&amp;t (three+ numbers or the mine count)</source>
            <translation>最难（三个以上数字或地雷总数）(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;System</source>
            <translation>跟随系统(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Light</source>
            <translation>浅色(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Dark</source>
            <translation>深色(&amp;D)</translation>
        </message>
        <message>
            <source>&amp;High contrast</source>
            <translation>高对比度(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Off</source>
            <translation>关闭(&amp;O)</translation>
        </message>
        <message>
            <source>While a &amp;hint is shown</source>
            <translation>显示提示时(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Always</source>
            <translation>始终(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;{level} ({width}x{height}, {mines} mines)</source>
            <translation>{level}（{width}x{height}，{mines} 个地雷）</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>游戏(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;Options</source>
            <translation>选项(&amp;O)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>提示(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Check flags</source>
            <translation>检查旗帜(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Lessons…</source>
            <translation>课程(&amp;L)…</translation>
        </message>
        <message>
            <source>&amp;About</source>
            <translation>关于(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;New game</source>
            <translation>新游戏(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Logic</source>
            <translation>逻辑难度(&amp;L)</translation>
        </message>
        <message>
            <source>Cop&amp;y board id</source>
            <translation>复制棋盘编号(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Open board id…</source>
            <translation>打开棋盘编号(&amp;O)…</translation>
        </message>
        <message>
            <source>&amp;Daily board</source>
            <translation>每日棋盘(&amp;D)</translation>
        </message>
        <message>
            <source>&amp;Custom…</source>
            <translation>自定义(&amp;C)…</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>统计(&amp;S)…</translation>
        </message>
        <message>
            <source>&amp;Practice…</source>
            <translation>练习(&amp;P)…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <source>A&amp;nalysis (mine probabilities; marks the game as assisted)</source>
            <translation>分析：地雷概率（本局将标记为有辅助）(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>主题(&amp;T)</translation>
        </message>
        <message>
            <source>Colour-&amp;blind numbers</source>
            <translation>色盲友好数字(&amp;B)</translation>
        </message>
        <message>
            <source>Coo&amp;rdinates</source>
            <translation>坐标(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>语言(&amp;L)</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>放大(&amp;I)</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>缩小(&amp;O)</translation>
        </message>
        <message>
            <source>Actual si&amp;ze</source>
            <translation>实际大小(&amp;Z)</translation>
        </message>
        <message>
            <source>P&amp;ause</source>
            <translation>暂停(&amp;A)</translation>
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message>
            <source>a wrong flag</source>
            <translation>一面插错的旗</translation>
        </message>
        <message>
            <source>the move that lost</source>
            <translation>导致失败的一步</translation>
        </message>
        <message>
            <source>where you asked for a hint</source>
            <translation>你请求提示的地方</translation>
        </message>
        <message>
            <source>a guess where a forced move was there</source>
            <translation>明明有必然的一步却去猜</translation>
        </message>
        <message>
            <source>Right: the cell at {cell} is a mine.</source>
            <translation>正确：{cell}的格子是地雷。</translation>
        </message>
        <message>
            <source>Right: the cell at {cell} is safe.</source>
            <translation>正确：{cell}的格子是安全的。</translation>
        </message>
        <message>
            <source>The easiest proof here is about another cell.</source>
            <translation>这里最简单的证明针对的是另一个格子。</translation>
        </message>
        <message>
            <source>Wrong: the cell at {cell} is safe, not a mine.</source>
            <translation>错误：{cell}的格子是安全的，不是地雷。</translation>
        </message>
        <message>
            <source>Wrong: the cell at {cell} is a mine.</source>
            <translation>错误：{cell}的格子是地雷。</translation>
        </message>
        <message>
            <source>Not proven: nothing here shows that the cell at {cell} is a mine; a guess.</source>
            <translation>未经证明：这里没有任何依据表明{cell}的格子是地雷；这是在猜。</translation>
        </message>
        <message>
            <source>Not proven: nothing here shows that the cell at {cell} is safe; a guess.</source>
            <translation>未经证明：这里没有任何依据表明{cell}的格子是安全的；这是在猜。</translation>
        </message>
        <message>
            <source>A move this position proves: {step}</source>
            <translation>这个局面能证明的一步：{step}</translation>
        </message>
        <message>
            <source>The practice file could not be read ({error}); it was kept as {file}.</source>
            <translation>无法读取练习文件（{error}）；它已另存为 {file}。</translation>
        </message>
        <message>
            <source>Practice results are kept in memory only: {error}.</source>
            <translation>练习成绩仅保存在内存中：{error}。</translation>
        </message>
        <message>
            <source>Practice results could not be read: {error}.</source>
            <translation>无法读取练习成绩：{error}。</translation>
        </message>
        <message>
            <source>Some values in the practice file are impossible (a rating or an answer that cannot be); they are left out, and new answers are saved as usual.</source>
            <translation>练习文件中有些数值是不可能的（不可能出现的评分或答案）；它们已被略过，新的答案照常保存。</translation>
        </message>
        <message>
            <source>This answer could not be saved: {error}.</source>
            <translation>无法保存这个答案：{error}。</translation>
        </message>
        <message>
            <source>Rating chart</source>
            <translation>评分图表</translation>
        </message>
        <message>
            <source>Your rating will show here after your first puzzle.</source>
            <translation>完成第一道题后，你的评分会显示在这里。</translation>
        </message>
        <message numerus="yes">
            <source>Your rating after each of %n rated puzzle(s)</source>
            <translation>
                <numerusform>每道计分题（共 %n 道）之后你的评分</numerusform>
            </translation>
        </message>
        <message>
            <source>Looking through your recent games for moves to practise…</source>
            <translation>正在从你最近的对局中寻找可练习的步骤…</translation>
        </message>
        <message>
            <source>Looking for a puzzle near your rating…</source>
            <translation>正在寻找接近你评分的题目…</translation>
        </message>
        <message>
            <source>No puzzles from your own games yet: positions where you lost, flagged wrongly, guessed past a forced move or asked for a hint show up here.</source>
            <translation>还没有来自你自己对局的题目：你失败、插错旗、明明有必然的一步却去猜，或请求提示的局面会出现在这里。</translation>
        </message>
        <message>
            <source>From your game of {date}, before move {move}: {reason}.</source>
            <translation>来自你 {date} 的对局，第 {move} 步之前：{reason}。</translation>
        </message>
        <message>
            <source>No puzzle could be found: {reason}</source>
            <translation>找不到题目：{reason}</translation>
        </message>
        <message>
            <source>A puzzle, rated {rating}.</source>
            <translation>一道评分为 {rating} 的题目。</translation>
        </message>
        <message>
            <source>A puzzle for {technique}, rated {rating}.</source>
            <translation>一道练习“{technique}”的题目，评分 {rating}。</translation>
        </message>
        <message numerus="yes">
            <source>{intro} %n mine(s), {flags} of them flagged (every flag is right). Find a cell this position proves: click or press Space to open a safe cell, right-click or press F to flag a mine.</source>
            <translation>
                <numerusform>{intro}共 %n 个地雷，其中 {flags} 个已插旗（每面旗都正确）。找出这个局面能证明的格子：左键或空格键打开安全格，右键或 F 给地雷插旗。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{intro} %n mine(s). Find a cell this position proves: click or press Space to open a safe cell, right-click or press F to flag a mine.</source>
            <translation>
                <numerusform>{intro}共 %n 个地雷。找出这个局面能证明的格子：左键或空格键打开安全格，右键或 F 给地雷插旗。</numerusform>
            </translation>
        </message>
        <message>
            <source>Technique: {technique}.</source>
            <translation>技巧：{technique}。</translation>
        </message>
        <message>
            <source>Patterns: {patterns}.</source>
            <translation>模式：{patterns}。</translation>
        </message>
        <message>
            <source>Try again (not rated).</source>
            <translation>再试一次（不计分）。</translation>
        </message>
        <message>
            <source>Lesson {number} of {count}: {title}.</source>
            <translation>第 {number} 课（共 {count} 课）：{title}。</translation>
        </message>
        <message>
            <source>Your rating: {rating} ± {deviation}</source>
            <translation>你的评分：{rating} ± {deviation}</translation>
        </message>
        <message>
            <source>(not rated: tried before)</source>
            <translation>（不计分：之前做过）</translation>
        </message>
        <message>
            <source>No puzzles answered yet.</source>
            <translation>还没有答过题。</translation>
        </message>
        <message>
            <source>Right the first time: {list}</source>
            <translation>一次答对：{list}</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>欢迎</translation>
        </message>
        <message>
            <source>New to Minesweeper, or to solving it without guessing? A short tutorial shows the rules and then one technique at a time, on small boards. You can open it later from Help &gt; Lessons.</source>
            <translation>刚接触扫雷，或者刚开始学不靠猜测来解题？一个简短的教程会先介绍规则，再在小棋盘上一次讲一种技巧。你之后可以从 帮助 &gt; 课程 打开它。</translation>
        </message>
        <message>
            <source>Show me the lessons</source>
            <translation>带我看看课程</translation>
        </message>
        <message>
            <source>Not now</source>
            <translation>以后再说</translation>
        </message>
        <message>
            <source>Every technique</source>
            <translation>所有技巧</translation>
        </message>
        <message>
            <source>One number (single)</source>
            <translation>单个数字</translation>
        </message>
        <message>
            <source>Two numbers (pair)</source>
            <translation>两个数字（成对）</translation>
        </message>
        <message>
            <source>Three or more numbers (chain)</source>
            <translation>三个或更多数字（链）</translation>
        </message>
        <message>
            <source>The mine count</source>
            <translation>地雷总数</translation>
        </message>
        <message>
            <source>From your own games</source>
            <translation>来自你自己的对局</translation>
        </message>
        <message>
            <source>one number</source>
            <translation>单个数字</translation>
        </message>
        <message>
            <source>two numbers together</source>
            <translation>两个数字结合</translation>
        </message>
        <message>
            <source>three or more numbers together</source>
            <translation>三个或更多数字结合</translation>
        </message>
        <message>
            <source>the mine count</source>
            <translation>地雷总数</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>练习</translation>
        </message>
        <message>
            <source>Technique</source>
            <translation>技巧</translation>
        </message>
        <message>
            <source>&amp;Next puzzle</source>
            <translation>下一题(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Try again</source>
            <translation>再试一次(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Lessons</source>
            <translation>课程(&amp;L)</translation>
        </message>
        <message>
            <source>Technique:</source>
            <translation>技巧：</translation>
        </message>
        <message>
            <source>&amp;Practice</source>
            <translation>练习(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Next lesson</source>
            <translation>下一课(&amp;N)</translation>
        </message>
        <message>
            <source>One number</source>
            <translation>单个数字</translation>
        </message>
        <message>
            <source>Two numbers together</source>
            <translation>两个数字结合</translation>
        </message>
        <message>
            <source>Three or more numbers</source>
            <translation>三个或更多数字</translation>
        </message>
        <message>
            <source>Practice rating chart</source>
            <translation>练习评分图表</translation>
        </message>
        <message numerus="yes">
            <source>Rating {rating} after %n rated puzzle(s)</source>
            <translation>
                <numerusform>完成 %n 道计分题后评分为 {rating}</numerusform>
            </translation>
        </message>
        <message>
            <source>No rated puzzles yet</source>
            <translation>还没有计分题</translation>
        </message>
        <message>
            <source>Solve a practice puzzle (Game &gt; Practice…) to see your rating here.</source>
            <translation>完成一道练习题（游戏 &gt; 练习…）即可在这里看到你的评分。</translation>
        </message>
        <message>
            <source>rating after each of {count} rated puzzles, oldest left (everyone starts at {start})</source>
            <translation>每道计分题（共 {count} 道）之后的评分，最早的在左边（所有人从 {start} 开始）</translation>
        </message>
        <message>
            <source>Right the first time, per technique (retries are not counted):</source>
            <translation>各技巧的一次答对情况（重试不计）：</translation>
        </message>
        <message>
            <source>Accuracy per technique</source>
            <translation>各技巧的正确率</translation>
        </message>
        <message>
            <source>Puzzles</source>
            <translation>题数</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>答对</translation>
        </message>
        <message>
            <source>Accuracy</source>
            <translation>正确率</translation>
        </message>
        <message numerus="yes">
            <source>Your practice rating: {rating} ± {deviation} after %n rated puzzle(s).</source>
            <translation>
                <numerusform>你的练习评分：完成 %n 道计分题后为 {rating} ± {deviation}。</numerusform>
            </translation>
        </message>
        <message>
            <source>No practice yet. Game &gt; Practice… trains one technique at a time with puzzles near your rating.</source>
            <translation>还没有练习。游戏 &gt; 练习… 会用接近你评分的题目，一次训练一种技巧。</translation>
        </message>
    </context>
    <context>
        <name>Replays</name>
        <message>
            <source>{name} is not a replay this game reads ({types}).</source>
            <translation>{name} 不是本游戏能读取的录像（{types}）。</translation>
        </message>
        <message>
            <source>{file} cannot be opened: {reason}.</source>
            <translation>无法打开 {file}：{reason}。</translation>
        </message>
        <message>
            <source>{file} is not a file.</source>
            <translation>{file} 不是文件。</translation>
        </message>
        <message>
            <source>{name} is empty.</source>
            <translation>{name} 是空文件。</translation>
        </message>
        <message>
            <source>{name} is too large to be a replay ({size} bytes).</source>
            <translation>{name} 太大，不可能是录像（{size} 字节）。</translation>
        </message>
        <message>
            <source>Reading {name} took too long; it is not a replay.</source>
            <translation>读取 {name} 用时过长；它不是录像。</translation>
        </message>
        <message>
            <source>The replay reader could not start: {error}.</source>
            <translation>录像读取程序无法启动：{error}。</translation>
        </message>
        <message>
            <source>{name} is damaged or not a replay ({error}).</source>
            <translation>{name} 已损坏或不是录像（{error}）。</translation>
        </message>
        <message>
            <source>{name} is damaged: its header gives a 3BV of {said}, its board has {bv}.</source>
            <translation>{name} 已损坏：文件头给出的 3BV 为 {said}，而棋盘的 3BV 是 {bv}。</translation>
        </message>
        <message>
            <source>{name} is damaged: its header gives a time of {said} s, but its events end at {end} s.</source>
            <translation>{name} 已损坏：文件头给出的时间为 {said} 秒，但其事件在 {end} 秒就结束了。</translation>
        </message>
        <message>
            <source>{name} is damaged or not a {suffix} replay (the reader stopped{signal}).</source>
            <translation>{name} 已损坏或不是 {suffix} 录像（读取程序已停止{signal}）。</translation>
        </message>
        <message>
            <source>exit status {code}</source>
            <translation>退出状态 {code}</translation>
        </message>
        <message>
            <source>{name} could not be read: {reason}.</source>
            <translation>无法读取 {name}：{reason}。</translation>
        </message>
        <message>
            <source>The replay recorder could not start: {error}.</source>
            <translation>录像记录程序无法启动：{error}。</translation>
        </message>
        <message>
            <source>The replay recorder stopped; this game is not recorded.</source>
            <translation>录像记录程序已停止；本局未被录制。</translation>
        </message>
        <message>
            <source>Nothing was recorded.</source>
            <translation>没有录下任何内容。</translation>
        </message>
        <message>
            <source>The replay recorder did not answer in time.</source>
            <translation>录像记录程序未及时响应。</translation>
        </message>
        <message>
            <source>The replay was not saved: {reason}.</source>
            <translation>录像未保存：{reason}。</translation>
        </message>
        <message>
            <source>the game is not over</source>
            <translation>这局游戏还没有结束</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>磁盘已满</translation>
        </message>
        <message>
            <source>the folder is read-only</source>
            <translation>文件夹为只读</translation>
        </message>
        <message>
            <source>the recorder stopped (status {code})</source>
            <translation>记录程序已停止（状态 {code}）</translation>
        </message>
        <message>
            <source>{name} has no event data to play back.</source>
            <translation>{name} 没有可回放的事件数据。</translation>
        </message>
        <message>
            <source>{name} has no opened cell to review.</source>
            <translation>{name} 没有已打开的格子可供复盘。</translation>
        </message>
        <message>
            <source>{name} cannot be reviewed: {reason}</source>
            <translation>{name} 无法复盘：{reason}</translation>
        </message>
        <message>
            <source>Open replay</source>
            <translation>打开录像</translation>
        </message>
        <message>
            <source>{name} could not be opened: {error}</source>
            <translation>无法打开 {name}：{error}</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>文件(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Open replay…</source>
            <translation>打开录像(&amp;O)…</translation>
        </message>
        <message>
            <source>&amp;Save replay as…</source>
            <translation>录像另存为(&amp;S)…</translation>
        </message>
        <message>
            <source>The replay of this game was not saved: {problem}</source>
            <translation>本局录像未保存：{problem}</translation>
        </message>
        <message>
            <source>No game has been recorded yet.</source>
            <translation>尚未录制任何对局。</translation>
        </message>
        <message>
            <source>Save replay as</source>
            <translation>录像另存为</translation>
        </message>
        <message>
            <source>The replay could not be saved to {file}: {reason}.</source>
            <translation>无法将录像保存到 {file}：{reason}。</translation>
        </message>
        <message>
            <source>Save replay</source>
            <translation>保存录像</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>时间</translation>
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
            <translation>点击（左/右/双）</translation>
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
            <translation>正确率</translation>
        </message>
        <message>
            <source>Throughput</source>
            <translation>效率</translation>
        </message>
        <message>
            <source>Path</source>
            <translation>鼠标路径</translation>
        </message>
        <message>
            <source>{pixels} px</source>
            <translation>{pixels} 像素</translation>
        </message>
        <message>
            <source>won</source>
            <translation>胜</translation>
        </message>
        <message>
            <source>not finished</source>
            <translation>未完成</translation>
        </message>
        <message>
            <source>{player} · {width}x{height}, {mines} mines · {seconds} s, {result} · .{format} ({software})</source>
            <translation>{player} · {width}x{height}，{mines} 个雷 · {seconds} 秒，{result} · .{format}（{software}）</translation>
        </message>
        <message>
            <source>unknown player</source>
            <translation>未知玩家</translation>
        </message>
        <message>
            <source>unknown program</source>
            <translation>未知程序</translation>
        </message>
        <message>
            <source>Replay – {name}</source>
            <translation>录像 – {name}</translation>
        </message>
        <message>
            <source>The board stops following this replay: {problem}</source>
            <translation>棋盘从此处起不再跟随录像：{problem}</translation>
        </message>
        <message>
            <source>Previous click (Left; Shift+Left: previous mouse event)</source>
            <translation>上一次点击（左方向键；Shift+左：上一个鼠标事件）</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>播放</translation>
        </message>
        <message>
            <source>Play or pause (Space)</source>
            <translation>播放或暂停（空格）</translation>
        </message>
        <message>
            <source>Next click (Right; Shift+Right: next mouse event)</source>
            <translation>下一次点击（右方向键；Shift+右：下一个鼠标事件）</translation>
        </message>
        <message>
            <source>Review…</source>
            <translation>复盘…</translation>
        </message>
        <message>
            <source>Judge every click: forced by logic, a guess, or a mistake</source>
            <translation>评判每次点击：逻辑必然、猜测还是失误</translation>
        </message>
        <message>
            <source>Previous click</source>
            <translation>上一次点击</translation>
        </message>
        <message>
            <source>Next click</source>
            <translation>下一次点击</translation>
        </message>
        <message>
            <source>Replay time</source>
            <translation>录像时间</translation>
        </message>
        <message>
            <source>Speed:</source>
            <translation>速度：</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>暂停</translation>
        </message>
        <message>
            <source>Play the selected game back, with its counters</source>
            <translation>回放所选对局及其计数</translation>
        </message>
        <message>
            <source>Export replays…</source>
            <translation>导出录像…</translation>
        </message>
        <message>
            <source>Copy the .evf replays of the games shown to a folder</source>
            <translation>把所显示对局的 .evf 录像复制到一个文件夹</translation>
        </message>
        <message>
            <source>None of the games shown has a replay.</source>
            <translation>所显示的对局都没有录像。</translation>
        </message>
        <message>
            <source>Export replays</source>
            <translation>导出录像</translation>
        </message>
        <message>
            <source>Export replays to</source>
            <translation>导出录像到</translation>
        </message>
        <message numerus="yes">
            <source>%n replay(s) exported to {folder}.</source>
            <translation>
                <numerusform>已将 %n 个录像导出到 {folder}。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>The first click was at {cell}, but this board starts at {start}.</source>
            <translation>第一次点击在 {cell}，但这个棋盘从 {start} 开始。</translation>
        </message>
        <message>
            <source>A move at {cell} is off the board.</source>
            <translation>{cell} 处的一步超出了棋盘。</translation>
        </message>
        <message>
            <source>Why: {reason}</source>
            <translation>原因：{reason}</translation>
        </message>
        <message>
            <source>first click</source>
            <translation>第一次点击</translation>
        </message>
        <message>
            <source>forced</source>
            <translation>必然</translation>
        </message>
        <message>
            <source>lucky guess</source>
            <translation>侥幸猜对</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>失误</translation>
        </message>
        <message>
            <source>other</source>
            <translation>其他</translation>
        </message>
        <message numerus="yes">
            <source>Won in {seconds} s, %n move(s);</source>
            <translation>
                <numerusform>用时 {seconds} 秒获胜，共 %n 步；</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Lost in {seconds} s, %n move(s);</source>
            <translation>
                <numerusform>用时 {seconds} 秒失败，共 %n 步；</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Not finished in {seconds} s, %n move(s);</source>
            <translation>
                <numerusform>{seconds} 秒后未完成，共 %n 步；</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n forced,</source>
            <translation>
                <numerusform>%n 步必然，</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n lucky guess(es),</source>
            <translation>
                <numerusform>%n 次侥幸猜对，</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mistake(s).</source>
            <translation>
                <numerusform>%n 次失误。</numerusform>
            </translation>
        </message>
        <message>
            <source>Every move you could prove, you made by logic.</source>
            <translation>凡是能证明的步骤，你都是靠逻辑走的。</translation>
        </message>
        <message>
            <source>Move {number} was the first the numbers did not prove, while a move they proved was there to make.</source>
            <translation>第 {number} 步是第一步没有被数字证明的走法，而当时已有一步被证明可以走。</translation>
        </message>
        <message>
            <source>under 1%</source>
            <translation>不到 1%</translation>
        </message>
        <message>
            <source>over 99%</source>
            <translation>超过 99%</translation>
        </message>
        <message>
            <source>The numbers proved it.</source>
            <translation>数字证明了这一点。</translation>
        </message>
        <message>
            <source>The chance of a mine there was {percent}.</source>
            <translation>那里有地雷的概率是 {percent}。</translation>
        </message>
        <message>
            <source>After the end of the game.</source>
            <translation>游戏结束之后。</translation>
        </message>
        <message>
            <source>The first click at {cell} opened a single {value}.</source>
            <translation>在{cell}的第一次点击只打开了一个{value}。</translation>
        </message>
        <message>
            <source>The first click at {cell}: it always opens an area.</source>
            <translation>在{cell}的第一次点击：它总会打开一片区域。</translation>
        </message>
        <message>
            <source>The hint took the wrong flag off {cell}.</source>
            <translation>提示拔掉了{cell}插错的旗。</translation>
        </message>
        <message>
            <source>The hint flagged {cell}, which was proven.</source>
            <translation>提示在{cell}插了旗，这是已证明的。</translation>
        </message>
        <message>
            <source>The hint opened {cell}, which was proven.</source>
            <translation>提示打开了{cell}，这是已证明的。</translation>
        </message>
        <message>
            <source>Took the flag off {cell} (it was right).</source>
            <translation>拔掉了{cell}的旗（它原本是对的）。</translation>
        </message>
        <message>
            <source>Took the flag off {cell} (it was wrong).</source>
            <translation>拔掉了{cell}的旗（它原本是错的）。</translation>
        </message>
        <message>
            <source>A question mark on {cell}.</source>
            <translation>在{cell}标了问号。</translation>
        </message>
        <message>
            <source>Took the question mark off {cell}.</source>
            <translation>去掉了{cell}的问号。</translation>
        </message>
        <message>
            <source>Nothing changed at {cell}.</source>
            <translation>{cell}没有任何变化。</translation>
        </message>
        <message>
            <source>A click at {cell} that opened nothing.</source>
            <translation>在{cell}的一次点击，没有打开任何格子。</translation>
        </message>
        <message>
            <source>Opened {cell}: it was a mine.</source>
            <translation>打开了{cell}：那是地雷。</translation>
        </message>
        <message>
            <source>A chord on the number at {cell} opened a mine at {mine}.</source>
            <translation>在{cell}的数字上双击，打开了{mine}的地雷。</translation>
        </message>
        <message>
            <source>Opened {cell}: it was provably safe.</source>
            <translation>打开了{cell}：可以证明它是安全的。</translation>
        </message>
        <message>
            <source>A chord on the number at {cell}: it was provably safe.</source>
            <translation>在{cell}的数字上双击：可以证明是安全的。</translation>
        </message>
        <message>
            <source>A chord on the number at {cell}: every cell it opened was provably safe.</source>
            <translation>在{cell}的数字上双击：它打开的每个格子都可以证明是安全的。</translation>
        </message>
        <message>
            <source>A chord on the number at {cell}: a guess that happened to be safe; nothing proved it yet.</source>
            <translation>在{cell}的数字上双击：碰巧是安全的猜测；当时还没有任何依据。</translation>
        </message>
        <message>
            <source>Opened {cell}: a guess that happened to be safe; nothing proved it yet.</source>
            <translation>打开了{cell}：碰巧是安全的猜测；当时还没有任何依据。</translation>
        </message>
        <message>
            <source>Flagged {cell}, but the numbers proved it safe.</source>
            <translation>在{cell}插了旗，但数字证明它是安全的。</translation>
        </message>
        <message>
            <source>Flagged {cell}, but there is no mine there.</source>
            <translation>在{cell}插了旗，但那里没有地雷。</translation>
        </message>
        <message>
            <source>Flagged {cell}: it was a proven mine.</source>
            <translation>在{cell}插了旗：那是已证明的地雷。</translation>
        </message>
        <message>
            <source>Flagged {cell} before the first click: a guess.</source>
            <translation>在第一次点击之前就在{cell}插了旗：这是在猜。</translation>
        </message>
        <message>
            <source>Flagged {cell}: a guess that happened to be right; nothing proved it yet.</source>
            <translation>在{cell}插了旗：碰巧猜对了；当时还没有任何依据。</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>Game review – {title}</source>
            <translation>复盘 – {title}</translation>
        </message>
        <message>
            <source>Game review</source>
            <translation>复盘</translation>
        </message>
        <message>
            <source>Reviewing the game…</source>
            <translation>正在复盘…</translation>
        </message>
        <message>
            <source>Previous step (Left)</source>
            <translation>上一步（左方向键）</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>步骤</translation>
        </message>
        <message>
            <source>Next step (Right)</source>
            <translation>下一步（右方向键）</translation>
        </message>
        <message>
            <source>First unproven move</source>
            <translation>第一步未经证明的走法</translation>
        </message>
        <message>
            <source>Show the logic (the solver's way through this board)</source>
            <translation>显示逻辑（求解器解开这个棋盘的路线）</translation>
        </message>
        <message>
            <source>Reviewing the game… move {move} of {total}</source>
            <translation>正在复盘…第 {move} 步，共 {total} 步</translation>
        </message>
        <message>
            <source>Working out the solver's way through this board…</source>
            <translation>正在计算求解器解开这个棋盘的路线…</translation>
        </message>
        <message numerus="yes">
            <source>End (%n move(s))</source>
            <translation>
                <numerusform>结束（共 %n 步）</numerusform>
            </translation>
        </message>
        <message>
            <source>Move {number} of {count}</source>
            <translation>第 {number} 步，共 {count} 步</translation>
        </message>
        <message numerus="yes">
            <source>End (%n step(s))</source>
            <translation>
                <numerusform>结束（共 %n 步）</numerusform>
            </translation>
        </message>
        <message>
            <source>The solver is through: every safe cell is open.</source>
            <translation>求解器已完成：所有安全格子都已打开。</translation>
        </message>
        <message>
            <source>Nothing more can be proven from here.</source>
            <translation>从这里开始再也无法证明任何东西。</translation>
        </message>
        <message>
            <source>Step {number} of {count}</source>
            <translation>第 {number} 步，共 {count} 步</translation>
        </message>
        <message>
            <source>A mine: {cell}</source>
            <translation>地雷：{cell}</translation>
        </message>
        <message>
            <source>Safe: {cell}</source>
            <translation>安全：{cell}</translation>
        </message>
        <message>
            <source>(with the mine count)</source>
            <translation>（借助地雷总数）</translation>
        </message>
        <message>
            <source>{taken} s · at {at} s</source>
            <translation>{taken} 秒 · 于第 {at} 秒</translation>
        </message>
        <message>
            <source>The first move the numbers did not prove. What could be proven instead (green, from the blue numbers):</source>
            <translation>第一步未被数字证明的走法。当时本可以证明的是（绿色，依据蓝色数字）：</translation>
        </message>
        <message>
            <source>The first move the numbers did not prove. What could be proven instead (from the blue numbers):</source>
            <translation>第一步未被数字证明的走法。当时本可以证明的是（依据蓝色数字）：</translation>
        </message>
        <message>
            <source>A forced move was there instead (green), e.g. {cells}.</source>
            <translation>当时本有必然的一步（绿色），例如{cells}。</translation>
        </message>
        <message>
            <source>Forced</source>
            <translation>必然</translation>
        </message>
        <message>
            <source>Lucky guesses</source>
            <translation>侥幸猜对</translation>
        </message>
        <message>
            <source>Mistakes</source>
            <translation>失误</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>the disk is full</source>
            <translation>磁盘已满</translation>
        </message>
        <message>
            <source>the folder is read-only</source>
            <translation>文件夹为只读</translation>
        </message>
        <message>
            <source>the folder cannot be written ({detail})</source>
            <translation>无法写入该文件夹（{detail}）</translation>
        </message>
        <message>
            <source>The settings file could not be read; defaults are used, and the file is kept beside the new one when a setting is saved.</source>
            <translation>无法读取设置文件；现使用默认设置。保存任何设置时，原文件会保留在新文件旁边。</translation>
        </message>
        <message>
            <source>Your settings could not be saved: {cause} ({folder}). The settings saved before are kept, and your changes last until the game closes.</source>
            <translation>无法保存你的设置：{cause}（{folder}）。之前保存的设置仍然保留，你的更改在游戏关闭前一直有效。</translation>
        </message>
        <message>
            <source>Some settings had values this game cannot use ({settings}); their defaults are used until the game closes, and the file was left as it is: {cause}.</source>
            <translation>部分设置的值本游戏无法使用（{settings}）；在游戏关闭前使用其默认值，设置文件保持原样：{cause}。</translation>
        </message>
        <message>
            <source>Some settings had values this game cannot use and were set back to their defaults: {settings}. Your other settings are kept; the file as it was is kept as {file} in {folder}.</source>
            <translation>部分设置的值本游戏无法使用，已恢复为默认值：{settings}。您的其他设置均已保留；原来的文件保存为 {folder} 中的 {file}。</translation>
        </message>
    </context>
    <context>
        <name>Speech</name>
        <message>
            <source>Left button down</source>
            <translation>左键按下</translation>
        </message>
        <message>
            <source>Left button up</source>
            <translation>左键松开</translation>
        </message>
        <message>
            <source>Right button down</source>
            <translation>右键按下</translation>
        </message>
        <message>
            <source>Right button up</source>
            <translation>右键松开</translation>
        </message>
        <message>
            <source>Middle button down</source>
            <translation>中键按下</translation>
        </message>
        <message>
            <source>Middle button up</source>
            <translation>中键松开</translation>
        </message>
        <message>
            <source>Pointer moved</source>
            <translation>指针移动</translation>
        </message>
        <message>
            <source>{seconds} of {total} s, move {move} of {moves}.</source>
            <translation>{seconds} / {total} 秒，第 {move} 步，共 {moves} 步。</translation>
        </message>
        <message>
            <source>A mine: game lost.</source>
            <translation>一个地雷：游戏失败。</translation>
        </message>
        <message>
            <source>It opened: {state}.</source>
            <translation>它打开了：{state}。</translation>
        </message>
        <message>
            <source>Opened {cell}: {state}.</source>
            <translation>打开了{cell}：{state}。</translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s) opened.</source>
            <translation>
                <numerusform>打开了 %n 个格子。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s) covered again.</source>
            <translation>
                <numerusform>%n 个格子重新盖上。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) placed.</source>
            <translation>
                <numerusform>插了 %n 面旗。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) removed.</source>
            <translation>
                <numerusform>拔掉了 %n 面旗。</numerusform>
            </translation>
        </message>
        <message>
            <source>The board is cleared.</source>
            <translation>棋盘已清空。</translation>
        </message>
        <message>
            <source>off the board</source>
            <translation>棋盘外</translation>
        </message>
        <message>
            <source>{action} at {cell}.</source>
            <translation>{cell}：{action}。</translation>
        </message>
        <message>
            <source>Playing.</source>
            <translation>正在播放。</translation>
        </message>
        <message>
            <source>Paused. {position}</source>
            <translation>已暂停。{position}</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>空</translation>
        </message>
        <message>
            <source>covered</source>
            <translation>未打开</translation>
        </message>
        <message>
            <source>flagged</source>
            <translation>已插旗</translation>
        </message>
        <message>
            <source>question mark</source>
            <translation>问号</translation>
        </message>
        <message>
            <source>exploded mine</source>
            <translation>爆炸的地雷</translation>
        </message>
        <message>
            <source>mine</source>
            <translation>地雷</translation>
        </message>
        <message>
            <source>flagged, no mine</source>
            <translation>已插旗，没有地雷</translation>
        </message>
        <message>
            <source>above left</source>
            <translation>左上</translation>
        </message>
        <message>
            <source>above</source>
            <translation>上</translation>
        </message>
        <message>
            <source>above right</source>
            <translation>右上</translation>
        </message>
        <message>
            <source>left</source>
            <translation>左</translation>
        </message>
        <message>
            <source>right</source>
            <translation>右</translation>
        </message>
        <message>
            <source>below left</source>
            <translation>左下</translation>
        </message>
        <message>
            <source>below</source>
            <translation>下</translation>
        </message>
        <message>
            <source>below right</source>
            <translation>右下</translation>
        </message>
        <message>
            <source>{cell}, {state}</source>
            <translation>{cell}，{state}</translation>
        </message>
        <message>
            <source>{name}: {description}</source>
            <translation>{name}：{description}</translation>
        </message>
        <message>
            <source>Minesweeper board</source>
            <translation>扫雷棋盘</translation>
        </message>
        <message>
            <source>{rows} by {columns}.</source>
            <translation>{rows}，{columns}。</translation>
        </message>
        <message numerus="yes">
            <source>%n row(s)</source>
            <translation>
                <numerusform>%n 行</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n column(s)</source>
            <translation>
                <numerusform>%n 列</numerusform>
            </translation>
        </message>
        <message>
            <source>Arrows move, Space opens, F flags. I reads the cell, L its row and column, N the cells around it, R its row, K its column, M the mines left, T the time, A repeats the last announcement. J, O and E jump to the hint's cell, the next covered cell and the next cell beside a number; G goes to a typed row and column.</source>
            <translation>方向键移动，空格打开，F 插旗。I 朗读格子，L 朗读行列，N 朗读周围格子，R 朗读所在行，K 朗读所在列，M 朗读剩余地雷，T 朗读时间，A 重复上一条播报。J、O、E 跳到提示的格子、下一个未打开的格子、下一个挨着数字的格子；G 跳到输入的行列。</translation>
        </message>
        <message>
            <source>{direction} {state}</source>
            <translation>{direction}{state}</translation>
        </message>
        <message>
            <source>Around {cell}: {cells}.</source>
            <translation>{cell}周围：{cells}。</translation>
        </message>
        <message numerus="yes">
            <source>%n covered</source>
            <translation>
                <numerusform>%n 个未翻开</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flagged</source>
            <translation>
                <numerusform>%n 个已插旗</numerusform>
            </translation>
        </message>
        <message>
            <source>numbers {numbers}</source>
            <translation>数字 {numbers}</translation>
        </message>
        <message numerus="yes">
            <source>%n empty</source>
            <translation>
                <numerusform>%n 个空格</numerusform>
            </translation>
        </message>
        <message>
            <source>Around: {counts}.</source>
            <translation>周围：{counts}。</translation>
        </message>
        <message numerus="yes">
            <source>%n more flag(s) than mines.</source>
            <translation>
                <numerusform>旗帜比地雷多 %n 面。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mine(s) left.</source>
            <translation>
                <numerusform>剩余 %n 个地雷。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n second(s).</source>
            <translation>
                <numerusform>%n 秒。</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} {value}</source>
            <translation>{name} {value}</translation>
        </message>
        <message>
            <source>{headline} {numbers}.</source>
            <translation>{headline}{numbers}。</translation>
        </message>
        <message>
            <source>Nothing has been said yet.</source>
            <translation>还没有任何提示内容。</translation>
        </message>
        <message>
            <source>{state}.</source>
            <translation>{state}。</translation>
        </message>
        <message numerus="yes">
            <source>{state}, %n cell(s) opened.</source>
            <translation>
                <numerusform>{state}，打开了 %n 个格子。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s) opened around it.</source>
            <translation>
                <numerusform>周围打开了 %n 个格子。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Flagged, %n mine(s) left.</source>
            <translation>
                <numerusform>已插旗，剩余 %n 个地雷。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Flag removed, %n mine(s) left.</source>
            <translation>
                <numerusform>已拔旗，剩余 %n 个地雷。</numerusform>
            </translation>
        </message>
        <message>
            <source>Question mark.</source>
            <translation>问号。</translation>
        </message>
        <message>
            <source>{cell} is already open.</source>
            <translation>{cell} 已经打开。</translation>
        </message>
        <message>
            <source>{cell} is open; only covered cells take a flag.</source>
            <translation>{cell} 已打开；只有未打开的格子可以插旗。</translation>
        </message>
        <message>
            <source>{cell} is flagged; F removes the flag.</source>
            <translation>{cell} 已插旗；按 F 拔旗。</translation>
        </message>
        <message>
            <source>Edge of the board.</source>
            <translation>已到棋盘边缘。</translation>
        </message>
        <message>
            <source>The game is over; F2 starts a new one.</source>
            <translation>游戏已结束；按 F2 开始新游戏。</translation>
        </message>
        <message numerus="yes">
            <source>New game, {rows} by {columns}, %n mine(s).</source>
            <translation>
                <numerusform>新游戏，{rows} 行 {columns} 列，%n 个地雷。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>New {level} game, {rows} by {columns}, %n mine(s).</source>
            <translation>
                <numerusform>新的{level}游戏，{rows} 行 {columns} 列，%n 个地雷。</numerusform>
            </translation>
        </message>
        <message>
            <source>Paused; P plays on.</source>
            <translation>已暂停；按 P 继续。</translation>
        </message>
        <message>
            <source>Playing again.</source>
            <translation>继续游戏。</translation>
        </message>
        <message numerus="yes">
            <source>%n {state}</source>
            <translation>
                <numerusform>%n 个{state}</numerusform>
            </translation>
        </message>
        <message>
            <source>Row {row}: {cells}.</source>
            <translation>第 {row} 行：{cells}。</translation>
        </message>
        <message>
            <source>Column {column}: {cells}.</source>
            <translation>第 {column} 列：{cells}。</translation>
        </message>
        <message>
            <source>No hint names a cell yet; H asks for one.</source>
            <translation>还没有提示指出格子；按 H 获取提示。</translation>
        </message>
        <message>
            <source>No covered cell is left.</source>
            <translation>没有未打开的格子了。</translation>
        </message>
        <message>
            <source>No covered cell touches an opened number.</source>
            <translation>没有未打开的格子挨着已打开的数字。</translation>
        </message>
        <message>
            <source>The cursor is on {cell} already.</source>
            <translation>光标已经在 {cell}。</translation>
        </message>
        <message>
            <source>Go to: type the row and the column, such as 3 5, then Enter (rows 1 to {rows}, columns 1 to {columns}).</source>
            <translation>跳转：输入行号和列号，例如 3 5，然后按回车（行 1 到 {rows}，列 1 到 {columns}）。</translation>
        </message>
        <message>
            <source>The cursor stays.</source>
            <translation>光标不动。</translation>
        </message>
        <message>
            <source>That is no cell: type a row from 1 to {rows} and a column from 1 to {columns}.</source>
            <translation>没有这个格子：请输入 1 到 {rows} 的行号和 1 到 {columns} 的列号。</translation>
        </message>
        <message>
            <source>Return goes on to the next one; J jumps to the cell the answer is about.</source>
            <translation>回车键进入下一个；J 跳到答案所说的格子。</translation>
        </message>
        <message>
            <source>This one is answered.</source>
            <translation>这一题已经作答。</translation>
        </message>
        <message>
            <source>Find a cell this position proves: Space opens a safe cell, F flags a mine; the cursor is at the first covered cell beside a number.</source>
            <translation>找出这个局面能证明的格子：空格打开安全格，F 给地雷插旗；光标在第一个挨着数字的未打开格子上。</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>These statistics were written by a newer version of the game, so this version shows them but never changes them. Your history is shown; new results are kept beside them in {file} ({folder}) until a newer version adds them.</source>
            <translation>这些统计数据由更新版本的游戏写入，因此本版本只显示、从不修改它们。你的历史记录照常显示；新的成绩暂存在旁边的 {file}（{folder}）中，直到更新的版本将其添加进去。</translation>
        </message>
        <message>
            <source>These statistics were written by a newer version of the game, so this version never changes them. Your history cannot be shown; new results are kept beside them in {file} ({folder}) until a newer version adds them.</source>
            <translation>这些统计数据由更新版本的游戏写入，因此本版本从不修改它们。你的历史记录无法显示；新的成绩暂存在旁边的 {file}（{folder}）中，直到更新的版本将其添加进去。</translation>
        </message>
        <message>
            <source>The statistics cannot be saved right now: {cause}. Your history is shown; new results are kept and saved when the file can be written again.</source>
            <translation>目前无法保存统计数据：{cause}。你的历史记录照常显示；新的成绩会先保留，待文件可以写入时再保存。</translation>
        </message>
        <message>
            <source>The statistics cannot be saved right now: {cause}. Your history cannot be shown until then; new results are kept and saved when the file can be written again.</source>
            <translation>目前无法保存统计数据：{cause}。在此之前无法显示你的历史记录；新的成绩会先保留，待文件可以写入时再保存。</translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be added to the statistics: {cause}. (It is|They are) kept in {file} in {folder} and added when a newer version of the game starts.</source>
            <translation>
                <numerusform>%n 局已完成的游戏无法加入统计：{cause}。它们暂存在 {folder} 中的 {file}，将在更新版本的游戏启动时加入。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be added to the statistics: {cause}. (It is|They are) kept in {file} in {folder} and added the next time the game starts.</source>
            <translation>
                <numerusform>%n 局已完成的游戏无法加入统计：{cause}。它们暂存在 {folder} 中的 {file}，将在下次启动游戏时加入。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be saved in {folder}: {cause}. Free some space or make the folder writable before closing, or (it is|they are) lost.</source>
            <translation>
                <numerusform>%n 局已完成的游戏无法保存到 {folder}：{cause}。请在关闭前释放一些空间或让该文件夹可写，否则这些成绩将会丢失。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be saved in {folder}: {cause}, and the folder cannot be written ({why}). Free some space or make the folder writable before closing, or (it is|they are) lost.</source>
            <translation>
                <numerusform>%n 局已完成的游戏无法保存到 {folder}：{cause}，而且该文件夹无法写入（{why}）。请在关闭前释放一些空间或让该文件夹可写，否则这些成绩将会丢失。</numerusform>
            </translation>
        </message>
        <message>
            <source>One result could not be saved because the statistics file cannot hold its values; it was left out (the details are in minesweeper.log), and the other results are saved as usual.</source>
            <translation>有一项成绩无法保存，因为统计文件无法容纳它的数值；它已被略过（详情见 minesweeper.log），其他成绩照常保存。</translation>
        </message>
        <message>
            <source>One result holds impossible values (a time, a count or a level that cannot be), so it was not saved (the details are in minesweeper.log); the other results are saved as usual.</source>
            <translation>有一项成绩包含不可能的数值（不可能出现的时间、次数或难度），因此没有保存（详情见 minesweeper.log）；其他成绩照常保存。</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) in the statistics file {file} hold(s) impossible values (a time, a count or a level that cannot be); (it is|they are) left in the file but not shown or counted.</source>
            <translation>
                <numerusform>统计文件 {file} 中有 %n 局游戏包含不可能的数值（不可能出现的时间、次数或难度）；它们保留在文件中，但不会显示或计入统计。</numerusform>
            </translation>
        </message>
        <message>
            <source>Results kept from an earlier session could not be read; the file {file} in {folder} was left as it is.</source>
            <translation>无法读取上次会话保留的成绩；{folder} 中的文件 {file} 保持原样。</translation>
        </message>
        <message>
            <source>The result could not be saved yet: {cause}. It is kept and saved with the next result, in a moment, or when the game closes.</source>
            <translation>成绩暂时无法保存：{cause}。它会被保留，并在下一个成绩产生时、稍后或游戏关闭时保存。</translation>
        </message>
        <message>
            <source>The statistics file could not be read; it was kept as {file} in {folder} and a new one was started.</source>
            <translation>无法读取统计文件；它已另存为 {folder} 中的 {file}，并已新建一个统计文件。</translation>
        </message>
        <message>
            <source>The history could not be exported to {file} ({detail}).</source>
            <translation>无法将历史记录导出到 {file}（{detail}）。</translation>
        </message>
        <message>
            <source>another window or program is using the statistics (the file is locked)</source>
            <translation>另一个窗口或程序正在使用统计数据（文件已被锁定）</translation>
        </message>
        <message>
            <source>the statistics file or its folder is read-only</source>
            <translation>统计文件或其所在文件夹为只读</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>磁盘已满</translation>
        </message>
        <message>
            <source>the statistics file may not be written (no permission)</source>
            <translation>无权写入统计文件（权限不足）</translation>
        </message>
        <message>
            <source>the statistics file cannot be opened</source>
            <translation>无法打开统计文件</translation>
        </message>
        <message>
            <source>the disk reported a read or write error</source>
            <translation>磁盘报告了读写错误</translation>
        </message>
        <message>
            <source>the statistics were written by a newer version of the game</source>
            <translation>统计数据由更新版本的游戏写入</translation>
        </message>
        <message>
            <source>the statistics folder cannot be used ({detail})</source>
            <translation>无法使用统计文件夹（{detail}）</translation>
        </message>
        <message>
            <source>the statistics file cannot be written ({detail})</source>
            <translation>无法写入统计文件（{detail}）</translation>
        </message>
        <message>
            <source>The statistics cannot be reset now. {problem}</source>
            <translation>现在无法重置统计数据。{problem}</translation>
        </message>
        <message>
            <source>The statistics could not be reset: {cause}.</source>
            <translation>无法重置统计数据：{cause}。</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>This game cannot be reviewed: {reason}</source>
            <translation>这局游戏无法复盘：{reason}</translation>
        </message>
        <message>
            <source>Win a game to see your times here.</source>
            <translation>赢一局即可在这里看到你的用时。</translation>
        </message>
        <message numerus="yes">
            <source>last %n won game(s) per level, oldest left (time on a log scale)</source>
            <translation>
                <numerusform>每个级别最近 %n 局胜利，最早的在左边（时间为对数刻度）</numerusform>
            </translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>统计</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>级别</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>局数</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>胜局</translation>
        </message>
        <message>
            <source>Abandoned</source>
            <translation>放弃局</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>胜率</translation>
        </message>
        <message>
            <source>Streak</source>
            <translation>连胜</translation>
        </message>
        <message>
            <source>Best streak</source>
            <translation>最长连胜</translation>
        </message>
        <message>
            <source>Best time</source>
            <translation>最佳时间</translation>
        </message>
        <message>
            <source>Levels</source>
            <translation>级别</translation>
        </message>
        <message>
            <source>Recent winning times</source>
            <translation>最近的获胜用时</translation>
        </message>
        <message>
            <source>Level:</source>
            <translation>级别：</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>时间</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>日期</translation>
        </message>
        <message>
            <source>Logic</source>
            <translation>逻辑</translation>
        </message>
        <message>
            <source>Best times</source>
            <translation>最佳时间</translation>
        </message>
        <message>
            <source>Counted: games won without hints or undo, not replays.</source>
            <translation>计入：没有使用提示或撤销、且不是重玩的胜局。</translation>
        </message>
        <message>
            <source>Show:</source>
            <translation>显示：</translation>
        </message>
        <message>
            <source>All results</source>
            <translation>全部结果</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>负局</translation>
        </message>
        <message>
            <source>Review…</source>
            <translation>复盘…</translation>
        </message>
        <message>
            <source>Step through the selected game's moves</source>
            <translation>逐步查看所选对局的每一步</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>导出 CSV…</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>结果</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>提示</translation>
        </message>
        <message>
            <source>Clicks</source>
            <translation>点击数</translation>
        </message>
        <message>
            <source>Board id</source>
            <translation>棋盘编号</translation>
        </message>
        <message>
            <source>History</source>
            <translation>历史</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>练习</translation>
        </message>
        <message>
            <source>Reset…</source>
            <translation>重置…</translation>
        </message>
        <message>
            <source>All levels</source>
            <translation>全部级别</translation>
        </message>
        <message>
            <source>This game was stored without its moves.</source>
            <translation>这局游戏保存时没有记录步骤。</translation>
        </message>
        <message>
            <source>its moves cannot be read</source>
            <translation>无法读取它的步骤</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>复盘</translation>
        </message>
        <message>
            <source>Export history</source>
            <translation>导出历史</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV 文件 (*.csv)</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) exported to {path}.</source>
            <translation>
                <numerusform>已将 %n 局导出到 {path}。</numerusform>
            </translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>重置统计</translation>
        </message>
        <message>
            <source>Forget every finished game, best time and streak? This cannot be undone.</source>
            <translation>要清除所有已完成的对局、最佳时间和连胜记录吗？此操作无法撤销。</translation>
        </message>
        <message>
            <source>abandoned (replay)</source>
            <translation>放弃（重玩）</translation>
        </message>
        <message>
            <source>abandoned (undo)</source>
            <translation>放弃（撤销）</translation>
        </message>
        <message>
            <source>abandoned</source>
            <translation>放弃</translation>
        </message>
        <message>
            <source>won (replay)</source>
            <translation>胜（重玩）</translation>
        </message>
        <message>
            <source>lost (replay)</source>
            <translation>负（重玩）</translation>
        </message>
        <message>
            <source>won (undo)</source>
            <translation>胜（撤销）</translation>
        </message>
        <message>
            <source>lost (undo)</source>
            <translation>负（撤销）</translation>
        </message>
        <message>
            <source>won</source>
            <translation>胜</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>负</translation>
        </message>
        <message>
            <source>&amp;Copy board id</source>
            <translation>复制棋盘编号(&amp;C)</translation>
        </message>
        <message>
            <source>Right-click or Ctrl+C to copy it</source>
            <translation>右键或 Ctrl+C 复制</translation>
        </message>
    </context>
    <context>
        <name>Status</name>
        <message>
            <source>This board starts at {cell} (marked): click it, or press Space on it, to begin.</source>
            <translation>这个棋盘从{cell}开始（已标出）：点击它或在它上面按空格键开始。</translation>
        </message>
        <message>
            <source>Click any cell, or press Space on it, to start: the first cell opened always opens an area.</source>
            <translation>点击任意格子或在它上面按空格键开始：打开的第一个格子总会打开一片区域。</translation>
        </message>
        <message>
            <source>Click the marked cell at {cell}, or press Space on it, to start this board.</source>
            <translation>点击{cell}处标出的格子，或在它上面按空格键，开始这个棋盘。</translation>
        </message>
        <message>
            <source>No flags to check.</source>
            <translation>没有可检查的旗帜。</translation>
        </message>
        <message>
            <source>Why the mine was hit could not be worked out: {error}</source>
            <translation>无法分析为什么踩中了地雷：{error}</translation>
        </message>
        <message>
            <source>The board could not be prepared: {error}</source>
            <translation>无法准备棋盘：{error}</translation>
        </message>
        <message>
            <source>The analysis could not work this position out: {error}</source>
            <translation>分析无法处理这个局面：{error}</translation>
        </message>
        <message>
            <source>The helper could not work this position out: {error}</source>
            <translation>助手无法处理这个局面：{error}</translation>
        </message>
        <message>
            <source>Retry: the same board again (a replay, not counted for best times).</source>
            <translation>重玩：还是同一个棋盘（重玩局，不计入最佳时间）。</translation>
        </message>
        <message>
            <source>The daily board of {date}: the same for everyone today.</source>
            <translation>{date} 的每日棋盘：今天每个人的都一样。</translation>
        </message>
        <message>
            <source>The board of this id ({width}x{height}, {mines} mines).</source>
            <translation>这个编号的棋盘（{width}x{height}，{mines} 个地雷）。</translation>
        </message>
        <message>
            <source>You have played it before: a replay, not counted for best times.</source>
            <translation>你以前玩过它：这是重玩局，不计入最佳时间。</translation>
        </message>
        <message>
            <source>It cannot be won without guessing: it was not made by a no-guess creator.</source>
            <translation>这个棋盘不猜就无法获胜：它不是由无猜生成器生成的。</translation>
        </message>
        <message>
            <source>Logic: {grade}.</source>
            <translation>逻辑：{grade}。</translation>
        </message>
        <message>
            <source>Preparing the board…</source>
            <translation>正在准备棋盘…</translation>
        </message>
        <message>
            <source>Creating a board you can solve without guessing…</source>
            <translation>正在生成一个无需猜测即可解开的棋盘…</translation>
        </message>
        <message>
            <source>Creating a board you can solve without guessing, of logic grade “{grade}” (this may take a while)…</source>
            <translation>正在生成一个逻辑难度为“{grade}”、无需猜测即可解开的棋盘（可能需要一些时间）…</translation>
        </message>
        <message>
            <source>This board cannot be created: {reason}</source>
            <translation>无法生成这个棋盘：{reason}</translation>
        </message>
        <message>
            <source>Creating the board failed unexpectedly ({error}). Please try again.</source>
            <translation>生成棋盘时意外失败（{error}）。请重试。</translation>
        </message>
        <message>
            <source>The click that hit the mine is taken back; play on. This game now counts as assisted (no best time).</source>
            <translation>踩中地雷的那次点击已撤回，请继续。本局现在记为有辅助（不计最佳时间）。</translation>
        </message>
        <message>
            <source>{text} It starts at {cell}, marked green: click it, or press Space on it, to begin.</source>
            <translation>{text}起点是{cell}，已用绿色标出：点击它或在它上面按空格键开始。</translation>
        </message>
        <message>
            <source>There is no board yet: it is made at your first click. Copy its id once you have started.</source>
            <translation>还没有棋盘：它会在你第一次点击时生成。开始游戏后再复制它的编号。</translation>
        </message>
        <message>
            <source>Board id copied: {id}. Anyone can play this board with Game &gt; Open board id (it shows where the mines are to whoever decodes it).</source>
            <translation>已复制棋盘编号：{id}。任何人都可以通过 游戏 &gt; 打开棋盘编号 来玩这个棋盘（解码它的人能看到地雷的位置）。</translation>
        </message>
        <message>
            <source>This board id cannot be opened. {reason}</source>
            <translation>无法打开这个棋盘编号。{reason}</translation>
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
            <translation>轰！{cell}有地雷。</translation>
        </message>
        <message numerus="yes">
            <source>You won in {seconds} s with help (%n hint(s)).</source>
            <translation>
                <numerusform>你用时 {seconds} 秒获胜，借助了提示（%n 次）。</numerusform>
            </translation>
        </message>
        <message>
            <source>You won in {seconds} s after an undo (not counted for best times).</source>
            <translation>你在撤销后用时 {seconds} 秒获胜（不计入最佳时间）。</translation>
        </message>
        <message>
            <source>You won in {seconds} s on a retried board (not counted for best times).</source>
            <translation>你在重玩的棋盘上用时 {seconds} 秒获胜（不计入最佳时间）。</translation>
        </message>
        <message>
            <source>You won in {seconds} s: a new best time!</source>
            <translation>你用时 {seconds} 秒获胜：新的最佳时间！</translation>
        </message>
        <message>
            <source>You won in {seconds} s.</source>
            <translation>你用时 {seconds} 秒获胜。</translation>
        </message>
        <message>
            <source>— (wins only)</source>
            <translation>—（仅限胜局）</translation>
        </message>
        <message>
            <source>— (help was used)</source>
            <translation>—（使用了帮助）</translation>
        </message>
        <message>
            <source>— (after an undo)</source>
            <translation>—（撤销之后）</translation>
        </message>
        <message>
            <source>— (a retried board)</source>
            <translation>—（重玩的棋盘）</translation>
        </message>
        <message>
            <source>{rank} of {ranked}</source>
            <translation>第 {rank} / {ranked}</translation>
        </message>
        <message>
            <source>— (hints made moves)</source>
            <translation>—（提示代走了步）</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>时间</translation>
        </message>
        <message>
            <source>{seconds} s</source>
            <translation>{seconds} 秒</translation>
        </message>
        <message>
            <source>Clicks</source>
            <translation>点击数</translation>
        </message>
        <message>
            <source>Efficiency</source>
            <translation>效率</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>提示</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>Logic</source>
            <translation>逻辑</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>排名</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>规则</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>标准</translation>
        </message>
    </context>
    <context>
        <name>Window</name>
        <message>
            <source>No-guess Minesweeper</source>
            <translation>无需猜测的扫雷</translation>
        </message>
        <message>
            <source>B switches between the mines and the position before the mistake, where these cells are marked.</source>
            <translation>按 B 在雷的位置和失误前的局面之间切换，失误前的局面中标出了这些格子。</translation>
        </message>
        <message>
            <source>Working out why that cell was not safe…</source>
            <translation>正在分析为什么那个格子不安全……</translation>
        </message>
        <message>
            <source>Mines left</source>
            <translation>剩余地雷</translation>
        </message>
        <message>
            <source>Seconds</source>
            <translation>秒数</translation>
        </message>
        <message>
            <source>New game (F2)</source>
            <translation>新游戏 (F2)</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>提示</translation>
        </message>
        <message>
            <source>Hint (H): what to do next</source>
            <translation>提示（H）：下一步怎么走</translation>
        </message>
        <message>
            <source>Check flags</source>
            <translation>检查旗帜</translation>
        </message>
        <message>
            <source>Check flags (C): are your flags right?</source>
            <translation>检查旗帜（C）：你的旗帜对吗？</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>撤销</translation>
        </message>
        <message>
            <source>Undo (Ctrl+Z): take back the click that hit a mine and play on (the game then counts as assisted)</source>
            <translation>撤销（Ctrl+Z）：收回踩雷的那一步继续玩（此局随后算作辅助）</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>重玩</translation>
        </message>
        <message>
            <source>Retry this board (Ctrl+R): the same mines from the start (a replay: not counted for best times)</source>
            <translation>重玩此棋盘（Ctrl+R）：相同的雷，从头开始（重玩不计入最佳时间）</translation>
        </message>
        <message>
            <source>Mines</source>
            <translation>雷</translation>
        </message>
        <message>
            <source>Show the end of the game: where every mine was (B switches)</source>
            <translation>显示对局结束时的棋盘：每个雷的位置（按 B 切换）</translation>
        </message>
        <message>
            <source>Before mistake</source>
            <translation>失误前</translation>
        </message>
        <message>
            <source>Show the position just before the mine was hit, with the explanation's cells marked (B switches)</source>
            <translation>显示踩雷前一刻的局面，并标出说明中的格子（按 B 切换）</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>回顾</translation>
        </message>
        <message>
            <source>Review the game (Ctrl+E): step through your moves, which were forced, which were guesses, and the solver's own path</source>
            <translation>回顾对局（Ctrl+E）：逐步查看你的每一步，哪些是必然的，哪些是猜的，以及求解器自己的走法</translation>
        </message>
        <message>
            <source>Making the board</source>
            <translation>正在生成棋盘</translation>
        </message>
        <message>
            <source>Paused</source>
            <translation>已暂停</translation>
        </message>
        <message>
            <source>Press P or click here to play on.</source>
            <translation>按 P 或点击此处继续。</translation>
        </message>
        <message>
            <source>The clock is stopped.</source>
            <translation>计时已停止。</translation>
        </message>
        <message>
            <source>Pause (P): stop the clock and hide the board</source>
            <translation>暂停（P）：停止计时并隐藏棋盘</translation>
        </message>
        <message>
            <source>Leave the game in progress? It counts as a loss in your statistics.</source>
            <translation>放弃正在进行的对局？它将在统计中记为失败。</translation>
        </message>
        <message>
            <source>Leave it (a loss)</source>
            <translation>放弃（记为失败）</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>继续玩</translation>
        </message>
        <message>
            <source>Your game from last time is back, on the second you left it. Press P or click the board to play on.</source>
            <translation>上次的对局已恢复，停在你离开的那一秒。按 P 或点击棋盘继续。</translation>
        </message>
    </context>
    <context>
        <name>argparse</name>
        <message>
            <source>usage: </source>
            <translation>用法：</translation>
        </message>
        <message>
            <source>positional arguments</source>
            <translation>位置参数</translation>
        </message>
        <message>
            <source>options</source>
            <translation>选项</translation>
        </message>
        <message>
            <source>show this help message and exit</source>
            <translation>显示此帮助信息并退出</translation>
        </message>
        <message>
            <source>%(prog)s: error: %(message)s</source>
            <translation>%(prog)s：错误：%(message)s</translation>
        </message>
        <message>
            <source>argument %(argument_name)s: %(message)s</source>
            <translation>参数 %(argument_name)s：%(message)s</translation>
        </message>
        <message>
            <source>unrecognized arguments: %s</source>
            <translation>无法识别的参数：%s</translation>
        </message>
        <message>
            <source>the following arguments are required: %s</source>
            <translation>以下参数是必需的：%s</translation>
        </message>
        <message>
            <source>one of the arguments %s is required</source>
            <translation>参数 %s 中必须有一个</translation>
        </message>
        <message>
            <source>not allowed with argument %s</source>
            <translation>不能与参数 %s 一起使用</translation>
        </message>
        <message>
            <source>ignored explicit argument %r</source>
            <translation>已忽略显式参数 %r</translation>
        </message>
        <message>
            <source>expected one argument</source>
            <translation>需要一个参数</translation>
        </message>
        <message>
            <source>expected at most one argument</source>
            <translation>最多需要一个参数</translation>
        </message>
        <message>
            <source>expected at least one argument</source>
            <translation>至少需要一个参数</translation>
        </message>
        <message>
            <source>expected %s argument</source>
            <translation>需要 %s 个参数</translation>
        </message>
        <message>
            <source>expected %s arguments</source>
            <translation>需要 %s 个参数</translation>
        </message>
        <message>
            <source>ambiguous option: %(option)s could match %(matches)s</source>
            <translation>有歧义的选项：%(option)s 可能匹配 %(matches)s</translation>
        </message>
        <message>
            <source>invalid %(type)s value: %(value)r</source>
            <translation>无效的 %(type)s 值：%(value)r</translation>
        </message>
        <message>
            <source>invalid choice: %(value)r (choose from %(choices)s)</source>
            <translation>无效的选择：%(value)r（可选 %(choices)s）</translation>
        </message>
        <message>
            <source>can't open '%(filename)s': %(error)s</source>
            <translation>无法打开“%(filename)s”：%(error)s</translation>
        </message>
    </context>
</TS>
