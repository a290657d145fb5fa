<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
            <source>Hard&amp;est (three+ numbers or the mine count)</source>
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
            <source>&amp;Copy board id</source>
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
