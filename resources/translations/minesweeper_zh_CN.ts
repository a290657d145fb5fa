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
    </context>
</TS>
