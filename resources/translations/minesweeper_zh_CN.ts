<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>Cells</name>
        <message>
            <source>row {row}, column {col}</source>
            <translation>第{row}行第{col}列</translation>
        </message>
    </context>
    <context>
        <name>Custom</name>
        <message>
            <source>Your own</source>
            <translation>自定义</translation>
        </message>
        <message>
            <source>{name}: {width}x{height}, {mines} mines</source>
            <translation>{name}：{width}x{height}，{mines} 个雷</translation>
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
            <source>How many times you asked for a hint or a flag check.</source>
            <translation>你请求提示或检查旗帜的次数。</translation>
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
        <message>
            <source>the {value} at {cell}</source>
            <translation>{cell}的{value}</translation>
        </message>
    </context>
    <context>
        <name>Legend</name>
        <message>
            <source>the mine you hit</source>
            <translation>你踩到的雷</translation>
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
            <translation>由假设推定的格子</translation>
        </message>
        <message>
            <source>a flag on a safe cell</source>
            <translation>插在安全格子上的旗</translation>
        </message>
        <message>
            <source>a flag nothing proves yet</source>
            <translation>尚无依据的旗</translation>
        </message>
        <message>
            <source>a number with too many flags</source>
            <translation>旗帜过多的数字</translation>
        </message>
        <message>
            <source>one of these flags is wrong</source>
            <translation>这些旗中有一面是错的</translation>
        </message>
        <message>
            <source>numbers that contradict</source>
            <translation>相互矛盾的数字</translation>
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
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>&amp;System language</source>
            <translation>系统语言(&amp;S)</translation>
        </message>
        <message>
            <source>the system's language</source>
            <translation>系统语言</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>语言</translation>
        </message>
        <message>
            <source>The game will speak {language} from its next start.</source>
            <translation>游戏将在下次启动时使用{language}。</translation>
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
            <source>&amp;{level} ({width}x{height}, {mines} mines)</source>
            <translation>{level}（{width}x{height}，{mines} 个地雷）</translation>
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
            <source>&amp;Undo the mistake</source>
            <translation>撤销失误(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Retry this board</source>
            <translation>重玩此棋盘(&amp;R)</translation>
        </message>
        <message>
            <source>Re&amp;view the game…</source>
            <translation>回顾对局(&amp;V)…</translation>
        </message>
        <message>
            <source>Show the position before the &amp;mistake</source>
            <translation>显示失误前的局面(&amp;M)</translation>
        </message>
        <message>
            <source>How to &amp;play…</source>
            <translation>玩法说明(&amp;P)…</translation>
        </message>
        <message>
            <source>P&amp;ause</source>
            <translation>暂停(&amp;A)</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>Why: {reason}</source>
            <translation>原因：{reason}</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
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
        <name>Window</name>
        <message>
            <source>B switches between the mines and the position before the mistake, where these cells are marked.</source>
            <translation>按 B 在雷的位置和失误前的局面之间切换，失误前的局面中标出了这些格子。</translation>
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
            <source>{name} has no event data to play back.</source>
            <translation>{name} 没有可回放的事件数据。</translation>
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
            <source>the recorder stopped (status {code})</source>
            <translation>记录程序已停止（状态 {code}）</translation>
        </message>
        <message>
            <source>The replay was not saved: {reason}.</source>
            <translation>录像未保存：{reason}。</translation>
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
            <source>Replay – {name}</source>
            <translation>录像 – {name}</translation>
        </message>
        <message>
            <source>won</source>
            <translation>胜利</translation>
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
            <source>Pause</source>
            <translation>暂停</translation>
        </message>
        <message>
            <source>Play the selected game back, with its counters</source>
            <translation>回放所选对局及其各项指标</translation>
        </message>
        <message>
            <source>Export replays…</source>
            <translation>导出录像…</translation>
        </message>
        <message>
            <source>Copy the .evf replays of the games shown to a folder</source>
            <translation>将所显示对局的 .evf 录像复制到文件夹</translation>
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
</TS>
