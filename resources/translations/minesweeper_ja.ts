<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
    <context>
        <name>About</name>
        <message>
            <source>DejaVu Sans (the game's font)</source>
            <translation>DejaVu Sans（ゲームのフォント）</translation>
        </message>
        <message>
            <source>ms-toollib (replay files)</source>
            <translation>ms-toollib（リプレイファイル）</translation>
        </message>
        <message>
            <source>System libraries in this bundle</source>
            <translation>このバンドルに含まれるシステムライブラリ</translation>
        </message>
        <message>
            <source>see each notice</source>
            <translation>各通知を参照</translation>
        </message>
        <message>
            <source>Version {version}</source>
            <translation>バージョン {version}</translation>
        </message>
        <message>
            <source>Every board is created on your first click so that a perfect logician never has to guess.</source>
            <translation>どの盤面も最初のクリックの時点で作られ、完璧な論理家なら一度も推測する必要がありません。</translation>
        </message>
        <message>
            <source>It is free software under the MIT licence. It includes the components below; select one to read its licence.</source>
            <translation>MIT ライセンスのフリーソフトウェアです。以下のコンポーネントを含みます。ライセンスを読むには一つ選んでください。</translation>
        </message>
        <message>
            <source>About {name}</source>
            <translation>{name} について</translation>
        </message>
    </context>
    <context>
        <name>Analysis</name>
        <message>
            <source>certainly safe</source>
            <translation>確実に安全</translation>
        </message>
        <message>
            <source>certainly a mine</source>
            <translation>確実に地雷</translation>
        </message>
        <message>
            <source>under {percent} chance of a mine</source>
            <translation>地雷の確率 {percent} 未満</translation>
        </message>
        <message>
            <source>over {percent} chance of a mine</source>
            <translation>地雷の確率 {percent} 超</translation>
        </message>
        <message>
            <source>{percent} chance of a mine</source>
            <translation>地雷の確率 {percent}</translation>
        </message>
    </context>
    <context>
        <name>BoardIds</name>
        <message>
            <source>This board has no id: the game does not play its level. {reason}</source>
            <translation>この盤面には ID がありません：このゲームはそのレベルを扱いません。{reason}</translation>
        </message>
        <message>
            <source>This is not a board id: it contains {characters}. Board ids use only the digits and the letters A-Z without I, L, O and U.</source>
            <translation>これは盤面 ID ではありません：{characters} が含まれています。盤面 ID に使えるのは数字と、I、L、O、U を除く A-Z の文字だけです。</translation>
        </message>
        <message>
            <source>The board id is empty.</source>
            <translation>盤面 ID が空です。</translation>
        </message>
        <message>
            <source>The board id {id} is too short: part of it is missing.</source>
            <translation>盤面 ID {id} は短すぎます：一部が欠けています。</translation>
        </message>
        <message>
            <source>The board id starts with {found}; this version of the game reads ids starting with {expected} (a newer game may have made it, or it is mistyped).</source>
            <translation>盤面 ID が {found} で始まっています。このバージョンのゲームが読めるのは {expected} で始まる ID です（新しいバージョンのゲームで作られたか、入力ミスです）。</translation>
        </message>
        <message>
            <source>The board id does not check out: a character is wrong or missing (compare it with the original).</source>
            <translation>盤面 ID の検査が合いません：どこかの文字が間違っているか欠けています（元の ID と比べてください）。</translation>
        </message>
        <message>
            <source>The board id describes a {width}x{height} board with {mines} mines, which this game does not play: {reason} It was not made by this game.</source>
            <translation>この盤面 ID は地雷 {mines} 個の {width}x{height} の盤面を表していますが、このゲームでは遊べません：{reason} このゲームで作られたものではありません。</translation>
        </message>
        <message>
            <source>The board id describes {mines} mines in a way no {height}x{width} board can hold (mines out of range); it was not made by this game.</source>
            <translation>この盤面 ID は {height}x{width} の盤面には収まらない形で地雷 {mines} 個を表しています（範囲外の地雷）。このゲームで作られたものではありません。</translation>
        </message>
    </context>
    <context>
        <name>Cells</name>
        <message>
            <source>row {row}, column {col}</source>
            <translation>{row}行{col}列</translation>
        </message>
    </context>
    <context>
        <name>CommandLine</name>
        <message>
            <source>No-guess Minesweeper: every board is created on your first click so that it
can be won by reasoning alone; Hint explains why a cell is safe.</source>
            <translation>推測不要マインスイーパー：どの盤面も最初のクリックで作られ、
推論だけで勝てます。ヒントはマスが安全な理由を説明します。</translation>
        </message>
        <message>
            <source>show the version and exit</source>
            <translation>バージョンを表示して終了</translation>
        </message>
        <message>
            <source>playing</source>
            <translation>プレイ</translation>
        </message>
        <message>
            <source>seed for reproducible boards: the same seed gives the same boards</source>
            <translation>再現可能な盤面のためのシード：同じシードなら同じ盤面になります</translation>
        </message>
        <message>
            <source>folder for settings and statistics (overrides {variable})</source>
            <translation>設定と統計のフォルダー（{variable} より優先）</translation>
        </message>
        <message>
            <source>start at beginner, intermediate, expert or WxH/M (W columns, H rows, M mines), e.g. 30x16/99</source>
            <translation>beginner、intermediate、expert または 幅x高さ/地雷数 で開始（例：30x16/99 は 30 列、16 行、地雷 99 個）</translation>
        </message>
        <message>
            <source>speak this language instead of the system's: {languages}</source>
            <translation>システムの言語の代わりにこの言語を使う：{languages}</translation>
        </message>
        <message>
            <source>play the board of an id (Game &gt; Copy board id in the window)</source>
            <translation>ID の盤面で遊ぶ（ウィンドウの ゲーム &gt; 盤面 ID をコピー）</translation>
        </message>
        <message>
            <source>play to the Standard rules for competition (remembered, as Options &gt; Standard rules): no hint, flag check, analysis, undo, retry, question marks or auto-open</source>
            <translation>競技用の標準ルールで遊ぶ（オプション &gt; 標準ルール と同じく記憶される）：ヒント、旗の確認、解析、取り消し、やり直し、疑問符、自動で開く機能はなし</translation>
        </message>
        <message>
            <source>open a replay (.avf, .evf, .mvf or .rmv) in the replay player</source>
            <translation>リプレイ（.avf、.evf、.mvf、.rmv）をリプレイプレイヤーで開く</translation>
        </message>
        <message>
            <source>desktop menu entry (Linux, for pip and pipx installs)</source>
            <translation>デスクトップメニューの項目（Linux、pip と pipx でのインストール用）</translation>
        </message>
        <message>
            <source>add a menu entry, icons, AppStream metainfo and this manual page under $XDG_DATA_HOME (~/.local/share), then exit</source>
            <translation>$XDG_DATA_HOME（~/.local/share）にメニュー項目、アイコン、AppStream メタ情報、このマニュアルページを追加して終了</translation>
        </message>
        <message>
            <source>remove what --install-desktop added, then exit</source>
            <translation>--install-desktop が追加したものを削除して終了</translation>
        </message>
        <message>
            <source>scripted runs (for CI; QT_QPA_PLATFORM=offscreen runs them without a display)</source>
            <translation>スクリプト実行（CI 用。QT_QPA_PLATFORM=offscreen なら画面なしで実行）</translation>
        </message>
        <message>
            <source>play one seeded Expert game to a win with hints, exit 0 if it worked (in a temporary folder unless --data-dir or {variable} names one)</source>
            <translation>シード固定の上級ゲームをヒントで勝利までプレイし、成功なら 0 で終了（--data-dir か {variable} が指定しない限り一時フォルダーで）</translation>
        </message>
        <message>
            <source>write screenshots of typical game states into DIR and exit</source>
            <translation>典型的なゲーム状態のスクリーンショットを DIR に書き出して終了</translation>
        </message>
        <message>
            <source>{file} is not a replay file ({types})</source>
            <translation>{file} はリプレイファイルではありません（{types}）</translation>
        </message>
        <message>
            <source>unknown language {code}; available: {languages}</source>
            <translation>不明な言語 {code}。使用できる言語：{languages}</translation>
        </message>
        <message>
            <source>Settings (settings.ini) and statistics (stats.sqlite3) live in one folder:</source>
            <translation>設定（settings.ini）と統計（stats.sqlite3）は一つのフォルダーにあります：</translation>
        </message>
        <message>
            <source>--data-dir DIR, or else the environment variable {variable}, chooses another.</source>
            <translation>--data-dir DIR、または環境変数 {variable} で別のフォルダーを選べます。</translation>
        </message>
        <message>
            <source>{variable} is set: {folder}</source>
            <translation>{variable} が設定されています：{folder}</translation>
        </message>
        <message>
            <source>neither DISPLAY nor WAYLAND_DISPLAY is set</source>
            <translation>DISPLAY も WAYLAND_DISPLAY も設定されていません</translation>
        </message>
        <message>
            <source>QT_QPA_PLATFORM=xcb but DISPLAY is not set</source>
            <translation>QT_QPA_PLATFORM=xcb ですが DISPLAY が設定されていません</translation>
        </message>
        <message>
            <source>QT_QPA_PLATFORM={platform} but WAYLAND_DISPLAY is not set</source>
            <translation>QT_QPA_PLATFORM={platform} ですが WAYLAND_DISPLAY が設定されていません</translation>
        </message>
        <message>
            <source>no display to open a window on ({missing}); start it from a desktop session, or set QT_QPA_PLATFORM=offscreen for --self-test and --screenshot</source>
            <translation>ウィンドウを開く画面がありません（{missing}）。デスクトップセッションから起動するか、--self-test と --screenshot には QT_QPA_PLATFORM=offscreen を設定してください</translation>
        </message>
    </context>
    <context>
        <name>Custom</name>
        <message>
            <source>{name}: {width}x{height}, {mines} mines</source>
            <translation>{name}：{width}x{height}、地雷 {mines} 個</translation>
        </message>
        <message>
            <source>Your own</source>
            <translation>自分で決める</translation>
        </message>
        <message>
            <source>Mines as a share of the cells: 12% is Beginner, 21% Expert</source>
            <translation>マスに対する地雷の割合：12% が初級、21% が上級</translation>
        </message>
        <message>
            <source>&amp;Density:</source>
            <translation>密度(&amp;D)：</translation>
        </message>
        <message>
            <source>&amp;Start from:</source>
            <translation>開始点(&amp;S)：</translation>
        </message>
    </context>
    <context>
        <name>DataFolder</name>
        <message>
            <source>the files ({error})</source>
            <translation>ファイル（{error}）</translation>
        </message>
        <message>
            <source>left {names} in {old} (from an older version) because {folder} already has them; move them by hand to keep them</source>
            <translation>{folder} にすでにあるため、{names} を {old}（旧バージョン）に残しました。残したい場合は手動で移動してください</translation>
        </message>
    </context>
    <context>
        <name>Dialogs</name>
        <message>
            <source>Width and height from 1 to {max_side}, with at least one side {min_side} or more: the first click and its neighbours never hold a mine. Up to all cells but those 9 can hold mines; boards 2 cells high or wide need an even number. Dense boards take longer to create.</source>
            <translation>幅と高さは 1 から {max_side} まで、少なくとも一辺は {min_side} 以上：最初にクリックしたマスとその周りには地雷がありません。その 9 マス以外はすべて地雷にできます。高さか幅が 2 マスの盤面では地雷の数が偶数である必要があります。地雷の密な盤面は作成に時間がかかります。</translation>
        </message>
        <message>
            <source>Enter the width as a whole number.</source>
            <translation>幅を整数で入力してください。</translation>
        </message>
        <message>
            <source>Enter the height as a whole number.</source>
            <translation>高さを整数で入力してください。</translation>
        </message>
        <message>
            <source>Enter the mines as a whole number.</source>
            <translation>地雷の数を整数で入力してください。</translation>
        </message>
        <message>
            <source>The width must be between 1 and {max_side}.</source>
            <translation>幅は 1 から {max_side} の間にしてください。</translation>
        </message>
        <message>
            <source>The height must be between 1 and {max_side}.</source>
            <translation>高さは 1 から {max_side} の間にしてください。</translation>
        </message>
        <message>
            <source>There must be at least one mine.</source>
            <translation>地雷は少なくとも 1 個必要です。</translation>
        </message>
        <message>
            <source>Custom board</source>
            <translation>カスタム盤面</translation>
        </message>
        <message>
            <source>&amp;Width (columns):</source>
            <translation>幅（列）(&amp;W)：</translation>
        </message>
        <message>
            <source>&amp;Height (rows):</source>
            <translation>高さ（行）(&amp;H)：</translation>
        </message>
        <message>
            <source>&amp;Mines:</source>
            <translation>地雷(&amp;M)：</translation>
        </message>
        <message>
            <source>Board creation took too long</source>
            <translation>盤面の作成に時間がかかりすぎました</translation>
        </message>
        <message>
            <source>No guess-free {width}x{height} board with {mines} mines was found within {seconds} seconds.</source>
            <translation>{seconds} 秒以内に、地雷 {mines} 個の推測不要な {width}x{height} の盤面は見つかりませんでした。</translation>
        </message>
        <message>
            <source>Dense boards are hard to create.</source>
            <translation>地雷の密な盤面は作るのが難しいです。</translation>
        </message>
        <message>
            <source>Boards of logic grade “{grade}” are rare at this size: Game &gt; Logic &gt; Any finds one sooner.</source>
            <translation>この大きさでは論理レベル「{grade}」の盤面はまれです：ゲーム &gt; 論理 &gt; 任意 のほうが早く見つかります。</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>再試行</translation>
        </message>
        <message numerus="yes">
            <source>Use %n mine(s)</source>
            <translation>
                <numerusform>地雷を %n 個にする</numerusform>
            </translation>
        </message>
        <message>
            <source>Open board id</source>
            <translation>盤面 ID を開く</translation>
        </message>
        <message>
            <source>Board id (from Game &gt; Copy board id):</source>
            <translation>盤面 ID（ゲーム &gt; 盤面 ID をコピー から）：</translation>
        </message>
    </context>
    <context>
        <name>Fonts</name>
        <message>
            <source>{language} text needs a font that is not installed: the game would show boxes for letters such as {missing}. This run is in English. To play in {language}, install {packages}, then start the game again.</source>
            <translation>{language}の文字には、インストールされていないフォントが必要です。このままでは {missing} などの文字が四角で表示されます。今回は英語で起動します。{language}で遊ぶには {packages} をインストールし、ゲームを再起動してください。</translation>
        </message>
    </context>
    <context>
        <name>Grades</name>
        <message>
            <source>one number</source>
            <translation>数字 1 つ</translation>
        </message>
        <message>
            <source>two numbers</source>
            <translation>数字 2 つ</translation>
        </message>
        <message>
            <source>three+ numbers</source>
            <translation>数字 3 つ以上</translation>
        </message>
        <message>
            <source>mine count</source>
            <translation>地雷数</translation>
        </message>
        <message>
            <source>any</source>
            <translation>任意</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>やさしい</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>難しい</translation>
        </message>
        <message>
            <source>hardest</source>
            <translation>最難関</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <source>Time</source>
            <translation>時間</translation>
        </message>
        <message>
            <source>Seconds from the first click to the last; the clock stops while paused.</source>
            <translation>最初のクリックから最後のクリックまでの秒数。一時停止中は時計が止まります。</translation>
        </message>
        <message>
            <source>The board's difficulty in clicks: the fewest clicks that clear it without flags (each opening counts once, plus every number not next to an opening).</source>
            <translation>クリック数で表した盤面の難しさ：旗を使わずに盤面を解く最少クリック数（空白の領域はそれぞれ 1 回、加えて空白に接していない数字 1 つごとに 1 回）。</translation>
        </message>
        <message>
            <source>3BV divided by your time: your speed, fair across easy and hard boards.</source>
            <translation>3BV をあなたのタイムで割ったもの：やさしい盤面にも難しい盤面にも公平な、あなたの速さです。</translation>
        </message>
        <message>
            <source>Clicks</source>
            <translation>クリック</translation>
        </message>
        <message>
            <source>Every click you made: opens, flags and chords.</source>
            <translation>あなたのすべてのクリック：開く、旗、両押し。</translation>
        </message>
        <message>
            <source>Efficiency</source>
            <translation>効率</translation>
        </message>
        <message>
            <source>3BV divided by your clicks, as a percentage: 100% means no click was wasted (chording can take it above 100%).</source>
            <translation>3BV をあなたのクリック数で割った百分率：100% ならクリックの無駄はゼロです（両押しで 100% を超えることもあります）。</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>ヒント</translation>
        </message>
        <message>
            <source>On how many positions you asked for a hint or a flag check (pressing again on the same position does not count again).</source>
            <translation>ヒントや旗チェックを求めた局面の数（同じ局面でもう一度押しても数えません）。</translation>
        </message>
        <message>
            <source>Logic</source>
            <translation>論理</translation>
        </message>
        <message>
            <source>The hardest reasoning the board needs: one number (each step follows from one number), two numbers (two numbers read together), or three+ numbers or the mine count.</source>
            <translation>盤面に必要な最も難しい推論：数字 1 つ（各手が 1 つの数字から決まる）、数字 2 つ（2 つを合わせて読む）、または数字 3 つ以上か地雷数。</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>順位</translation>
        </message>
        <message>
            <source>Where this time stands among your wins at this level without help.</source>
            <translation>このレベルで助けなしに勝った記録の中での、このタイムの順位。</translation>
        </message>
        <message>
            <source>Chord</source>
            <translation>両押し</translation>
        </message>
        <message>
            <source>Clicking a number whose mines are all flagged opens every other cell around it.</source>
            <translation>周りの地雷がすべて旗で示された数字をクリックすると、その周りの他のマスがすべて開きます。</translation>
        </message>
        <message>
            <source>Open every cell that is not a mine. A number tells how many of the eight cells around it hide a mine. Right-click (or F) puts a flag on a cell you know is a mine. Your first click is always an opening, and every board can be solved by logic alone: you never have to guess.</source>
            <translation>地雷でないマスをすべて開きましょう。数字は周りの 8 マスのうち何マスに地雷があるかを表します。右クリック（または F）で、地雷だとわかったマスに旗を立てます。最初のクリックは必ず開け、どの盤面も論理だけで解けます：推測する必要は一度もありません。</translation>
        </message>
        <message>
            <source>Hint (H) teaches rather than plays: each press on the same position says a little more. First it checks your flags, then it shows where progress is possible, then which cell and why, in words, and only at the end makes the move for you. Check flags (C) says whether your flags are right. A game with hints is not ranked for best times.</source>
            <translation>ヒント（H）は代わりに遊ぶのではなく教えます：同じ局面で押すたびに少しずつ詳しく話します。まず旗を確かめ、次に進める場所を示し、次にどのマスをなぜ開けるかを言葉で説明し、最後にだけ代わりに手を打ちます。旗チェック（C）は旗が正しいかどうかを伝えます。ヒントを使ったゲームはベストタイムに記録されません。</translation>
        </message>
        <message>
            <source>Arrows, Space, F</source>
            <translation>矢印、Space、F</translation>
        </message>
        <message>
            <source>move the cursor, open, flag</source>
            <translation>カーソル移動、開く、旗</translation>
        </message>
        <message>
            <source>hint, check flags</source>
            <translation>ヒント、旗チェック</translation>
        </message>
        <message>
            <source>pause (the board is hidden, the clock stops)</source>
            <translation>一時停止（盤面が隠れ、時計が止まる）</translation>
        </message>
        <message>
            <source>new game</source>
            <translation>新しいゲーム</translation>
        </message>
        <message>
            <source>after a game: undo, retry, review, mines or before</source>
            <translation>ゲーム後：元に戻す、やり直す、振り返り、地雷またはミスの前</translation>
        </message>
        <message>
            <source>from the board to the buttons and back</source>
            <translation>盤面からボタンへ、また盤面へ</translation>
        </message>
        <message>
            <source>read the cursor's cell, its row and column, the cells around it</source>
            <translation>カーソルのマス、その行と列、周りのマスを読み上げる</translation>
        </message>
        <message>
            <source>read the mines left, the time, the last announcement again</source>
            <translation>残り地雷、時間、最後の読み上げをもう一度読む</translation>
        </message>
        <message>
            <source>read the cursor's whole row, its whole column</source>
            <translation>カーソルの行全体、列全体を読み上げる</translation>
        </message>
        <message>
            <source>jump to the last hint's cell, the next covered cell, the next covered cell beside a number</source>
            <translation>最後のヒントのマス、次の覆われたマス、数字の隣の次の覆われたマスへ移動</translation>
        </message>
        <message>
            <source>G, a row and a column, Enter</source>
            <translation>G、行と列、Enter</translation>
        </message>
        <message>
            <source>go to that cell (G 3 5 Enter: row 3, column 5)</source>
            <translation>そのマスへ移動（G 3 5 Enter：3行5列）</translation>
        </message>
        <message>
            <source>in a replay: the previous or next click, the previous or next mouse event, play or pause, where the replay is (each step is said)</source>
            <translation>リプレイでは：前後のクリック、前後のマウスイベント、再生または一時停止、リプレイの現在位置（各ステップが読み上げられます）</translation>
        </message>
        <message>
            <source>in a review: one move back or on, ten moves back or on, the first or the last move (each move and its judgement is said)</source>
            <translation>振り返りでは：1 手戻る・進む、10 手戻る・進む、最初または最後の手（各手とその評価が読み上げられます）</translation>
        </message>
        <message>
            <source>With a screen reader every move is said as it happens. Options &gt; Brief announcements keeps each announcement to its first sentence; A repeats the last one.</source>
            <translation>スクリーンリーダーでは、各手がその場で読み上げられます。オプション &gt; 簡潔な読み上げ で各読み上げを最初の文だけにします。A で最後の読み上げを繰り返します。</translation>
        </message>
        <message>
            <source>a flag: you say a mine is here</source>
            <translation>旗：ここに地雷があるという印</translation>
        </message>
        <message>
            <source>a question mark (Options &gt; Question marks): not sure yet</source>
            <translation>疑問符（オプション &gt; 疑問符）：まだ確信がない</translation>
        </message>
        <message>
            <source>a mine, shown when the game ends</source>
            <translation>地雷、ゲーム終了時に表示</translation>
        </message>
        <message>
            <source>The board's pictures</source>
            <translation>盤面の絵</translation>
        </message>
        <message>
            <source>Marks on the board</source>
            <translation>盤面の印</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>キー</translation>
        </message>
        <message>
            <source>Words of the counters and the summary</source>
            <translation>カウンターとまとめの用語</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>遊び方</translation>
        </message>
        <message>
            <source>Hints, flag checks and the loss explanation mark cells; each mark differs in colour and in its frame, so it reads without colour too. The legend under the board names the marks shown.</source>
            <translation>ヒント、旗チェック、敗因の説明はマスに印を付けます。印は色と枠の両方で区別されるので、色がなくても読めます。盤面の下の凡例が、表示中の印の名前を示します。</translation>
        </message>
        <message>
            <source>Mines left: the mines on the board minus your flags (below zero when there are more flags than mines).</source>
            <translation>残り地雷：盤面の地雷数からあなたの旗の数を引いたもの（地雷より旗が多いとゼロを下回ります）。</translation>
        </message>
        <message>
            <source>Seconds played, up to 999. The clock stops while the game is paused (P).</source>
            <translation>プレイした秒数、最大 999。一時停止中（P）は時計が止まります。</translation>
        </message>
        <message>
            <source>New game (F2). The face shows how the game stands: smiling while you play, surprised while you press, glasses on a win, crosses on a loss.</source>
            <translation>新しいゲーム（F2）。顔がゲームの状況を示します：プレイ中は笑顔、押している間は驚き顔、勝てばサングラス、負ければ×の目。</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>the {value} at {cell}</source>
            <translation>{cell}の{value}</translation>
        </message>
        <message>
            <source>{number} has no mines around it, so {cell} is safe.</source>
            <translation>{number}の周りに地雷はないので、{cell}は安全です。</translation>
        </message>
        <message numerus="yes">
            <source>{number} already has its %n mine(s) flagged, so its other covered cells are safe, including {cell}.</source>
            <translation>
                <numerusform>{number}はすでに %n 個の地雷すべてに旗が立っているので、他の覆われたマスは安全です。{cell}もその一つです。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{number} touches exactly %n covered cell(s)</source>
            <translation>
                <numerusform>{number}はちょうど %n 個の覆われたマスに接しています</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{number} has {flagged} flagged and needs {more}; it touches exactly %n other covered cell(s)</source>
            <translation>
                <numerusform>{number}は{flagged}に旗が立っていて、{more}必要です。他の覆われたマスにはちょうど %n 個接しています</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more</source>
            <translation>
                <numerusform>あと %n 個</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}, so {cell} is a mine.</source>
            <translation>{head}ので、{cell}は地雷です。</translation>
        </message>
        <message>
            <source>{head}, so both are mines: {cell} is a mine.</source>
            <translation>{head}ので、両方とも地雷です：{cell}は地雷です。</translation>
        </message>
        <message>
            <source>{head}, so all of them are mines: {cell} is a mine.</source>
            <translation>{head}ので、すべて地雷です：{cell}は地雷です。</translation>
        </message>
        <message numerus="yes">
            <source>Every covered cell around {a} also touches {b}, so the %n more mine(s) it needs (is|are) next to both numbers.</source>
            <translation>
                <numerusform>{a}の周りの覆われたマスはすべて{b}にも接しているので、足りない地雷 %n 個は両方の数字の隣にあります。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Every covered cell around {a} also touches {b}, so the %n mine(s) it needs (is|are) next to both numbers.</source>
            <translation>
                <numerusform>{a}の周りの覆われたマスはすべて{b}にも接しているので、必要な地雷 %n 個は両方の数字の隣にあります。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{a} needs {needs} but has only {away} away from {b}, so at least %n mine(s) (is|are) next to both numbers.</source>
            <translation>
                <numerusform>{a}には {needs} が必要ですが、{b}から離れた場所には {away} しかないので、少なくとも %n 個の地雷が両方の数字の隣にあります。</numerusform>
            </translation>
        </message>
        <message>
            <source>That is all {b} still needs, so its other covered cells are safe, including {cell}.</source>
            <translation>これで{b}に必要な分はそろったので、その数字の他の覆われたマスは安全です。{cell}もその一つです。</translation>
        </message>
        <message>
            <source>That is all {b} needs, so its other covered cells are safe, including {cell}.</source>
            <translation>これが{b}に必要な分のすべてなので、その数字の他の覆われたマスは安全です。{cell}もその一つです。</translation>
        </message>
        <message numerus="yes">
            <source>%n covered cell(s)</source>
            <translation>
                <numerusform>覆われたマス %n 個</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{a} needs only {needs}, so the cells it shares with {b} hold at most %n mine(s).</source>
            <translation>
                <numerusform>{a}に必要なのは {needs} だけなので、{b}と共有するマスにある地雷は多くても %n 個です。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{b} needs {needs}, so its %n other covered cell(s) must hold the rest: {cell} is a mine.</source>
            <translation>
                <numerusform>{b}には {needs} が必要なので、残りは他の覆われたマス %n 個にあるはずです：{cell}は地雷です。</numerusform>
            </translation>
        </message>
        <message>
            <source>Suppose {cell} were safe.</source>
            <translation>{cell}が安全だと仮定します。</translation>
        </message>
        <message>
            <source>Suppose {cell} were a mine.</source>
            <translation>{cell}が地雷だと仮定します。</translation>
        </message>
        <message>
            <source>Then {number} makes {cells} safe.</source>
            <translation>すると{number}により {cells} は安全です。</translation>
        </message>
        <message>
            <source>Then {number} makes {cells} a mine.</source>
            <translation>すると{number}により {cells} は地雷です。</translation>
        </message>
        <message>
            <source>Then {number} makes {cells} mines.</source>
            <translation>すると{number}により {cells} は地雷です。</translation>
        </message>
        <message>
            <source>But then {number} would have too many mines.</source>
            <translation>しかしそれでは{number}の地雷が多すぎます。</translation>
        </message>
        <message>
            <source>But then {number} would have too few mines.</source>
            <translation>しかしそれでは{number}の地雷が少なすぎます。</translation>
        </message>
        <message>
            <source>So {cell} is a mine.</source>
            <translation>よって{cell}は地雷です。</translation>
        </message>
        <message>
            <source>So {cell} is safe.</source>
            <translation>よって{cell}は安全です。</translation>
        </message>
        <message numerus="yes">
            <source>Try every way to place mines around {numbers} that fits all %n number(s): {cell} is a mine in each of them.</source>
            <translation>
                <numerusform>{numbers}の周りに、%n 個の数字すべてに合う地雷の置き方をすべて試してください：どの置き方でも{cell}は地雷です。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Try every way to place mines around {numbers} that fits all %n number(s): {cell} is safe in each of them.</source>
            <translation>
                <numerusform>{numbers}の周りに、%n 個の数字すべてに合う地雷の置き方をすべて試してください：どの置き方でも{cell}は安全です。</numerusform>
            </translation>
        </message>
        <message>
            <source>Try every way to place mines around the {count} highlighted numbers that fits all of them: {cell} is a mine in each of them.</source>
            <translation>強調表示された {count} 個の数字の周りに、それらすべてに合う地雷の置き方をすべて試してください：どの置き方でも{cell}は地雷です。</translation>
        </message>
        <message>
            <source>Try every way to place mines around the {count} highlighted numbers that fits all of them: {cell} is safe in each of them.</source>
            <translation>強調表示された {count} 個の数字の周りに、それらすべてに合う地雷の置き方をすべて試してください：どの置き方でも{cell}は安全です。</translation>
        </message>
        <message>
            <source>(Finding the easiest step takes too long here, so this uses {count} numbers around it; a smaller set may also work.)</source>
            <translation>（ここでは最も簡単な手を探すのに時間がかかりすぎるため、周りの {count} 個の数字を使っています。もっと少ない数字でも足りるかもしれません。）</translation>
        </message>
        <message>
            <source>(This uses the {count} numbers around it; a smaller set may also work.)</source>
            <translation>（周りの {count} 個の数字を使っています。もっと少ない数字でも足りるかもしれません。）</translation>
        </message>
        <message>
            <source>There are no mines</source>
            <translation>地雷はありません</translation>
        </message>
        <message numerus="yes">
            <source>%n mine(s) (is|are) left</source>
            <translation>
                <numerusform>地雷は残り %n 個です</numerusform>
            </translation>
        </message>
        <message>
            <source>The only mine is accounted for by the highlighted numbers</source>
            <translation>ただ一つの地雷は強調表示された数字で説明がつきます</translation>
        </message>
        <message>
            <source>The only mine is accounted for</source>
            <translation>ただ一つの地雷は説明がつきます</translation>
        </message>
        <message>
            <source>All {total} mines are accounted for by the highlighted numbers</source>
            <translation>{total} 個の地雷すべてが強調表示された数字で説明がつきます</translation>
        </message>
        <message>
            <source>All {total} mines are accounted for</source>
            <translation>{total} 個の地雷すべての説明がつきます</translation>
        </message>
        <message>
            <source>All but {left} of the {total} mines are accounted for by the highlighted numbers</source>
            <translation>{total} 個の地雷のうち {left} 個以外は強調表示された数字で説明がつきます</translation>
        </message>
        <message>
            <source>All but {left} of the {total} mines are accounted for</source>
            <translation>{total} 個の地雷のうち {left} 個以外は説明がつきます</translation>
        </message>
        <message>
            <source>{head}, so every covered cell is safe, including {cell}.</source>
            <translation>{head}ので、覆われたマスはすべて安全です。{cell}もその一つです。</translation>
        </message>
        <message>
            <source>{head}, so every other covered cell is safe, including {cell}.</source>
            <translation>{head}ので、他の覆われたマスはすべて安全です。{cell}もその一つです。</translation>
        </message>
        <message>
            <source>{head}, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>{head}ので、どの数字にも接していない覆われたマスはすべて安全です。{cell}もその一つです。</translation>
        </message>
        <message numerus="yes">
            <source>{head}, which need at least %n more mine(s) among their covered cells, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>
                <numerusform>{head}。それらの数字は覆われたマスに少なくともあと %n 個の地雷を必要とするので、どの数字にも接していない覆われたマスはすべて安全です。{cell}もその一つです。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{head}, and the highlighted numbers need at least %n mine(s) among their covered cells, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>
                <numerusform>{head}。強調表示された数字は覆われたマスに少なくとも %n 個の地雷を必要とするので、どの数字にも接していない覆われたマスはすべて安全です。{cell}もその一つです。</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}, and (it|they) can only go next to the highlighted numbers, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>{head}。それは強調表示された数字の隣にしか置けないので、どの数字にも接していない覆われたマスはすべて安全です。{cell}もその一つです。</translation>
        </message>
        <message numerus="yes">
            <source>{head}. The highlighted numbers leave room for at most %n mine(s) among their covered cells, so the only covered cell that touches no number, {cell}, is a mine.</source>
            <translation>
                <numerusform>{head}。強調表示された数字の覆われたマスには多くても %n 個の地雷しか入らないので、どの数字にも接していない唯一の覆われたマス、{cell}は地雷です。</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}. So the only covered cell that touches no number, {cell}, is a mine.</source>
            <translation>{head}。よって、どの数字にも接していない唯一の覆われたマス、{cell}は地雷です。</translation>
        </message>
        <message numerus="yes">
            <source>{head}. The highlighted numbers leave room for at most {room} among their covered cells, so the %n covered cells that touch no number are all mines: {cell} is a mine.</source>
            <translation>
                <numerusform>{head}。強調表示された数字の覆われたマスには多くても {room} しか入らないので、どの数字にも接していない覆われたマス %n 個はすべて地雷です：{cell}は地雷です。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{head}. So the %n covered cells that touch no number are all mines: {cell} is a mine.</source>
            <translation>
                <numerusform>{head}。よって、どの数字にも接していない覆われたマス %n 個はすべて地雷です：{cell}は地雷です。</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fits the count; with that, {cell} is always a mine.</source>
            <translation>{head}。{cell}の周りの強調表示された数字は覆われたマスに {allowed} 個の地雷を許しますが、地雷数に合うのは {fits} だけです。その場合、{cell}は必ず地雷です。</translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fits the count; with that, {cell} is always safe.</source>
            <translation>{head}。{cell}の周りの強調表示された数字は覆われたマスに {allowed} 個の地雷を許しますが、地雷数に合うのは {fits} だけです。その場合、{cell}は必ず安全です。</translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fit the count; with that, {cell} is always a mine.</source>
            <translation>{head}。{cell}の周りの強調表示された数字は覆われたマスに {allowed} 個の地雷を許しますが、地雷数に合うのは {fits} だけです。その場合、{cell}は必ず地雷です。</translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fit the count; with that, {cell} is always safe.</source>
            <translation>{head}。{cell}の周りの強調表示された数字は覆われたマスに {allowed} 個の地雷を許しますが、地雷数に合うのは {fits} だけです。その場合、{cell}は必ず安全です。</translation>
        </message>
        <message>
            <source>{head}. Counting the mines left against every way the highlighted numbers allow, {cell} is a mine.</source>
            <translation>{head}。残りの地雷数を、強調表示された数字が許すすべての置き方と照らし合わせると、{cell}は地雷です。</translation>
        </message>
        <message>
            <source>{head}. Counting the mines left against every way the highlighted numbers allow, {cell} is safe.</source>
            <translation>{head}。残りの地雷数を、強調表示された数字が許すすべての置き方と照らし合わせると、{cell}は安全です。</translation>
        </message>
        <message numerus="yes">
            <source>%n number(s) (has|have) more flags around (it|them) than (its value|their values).</source>
            <translation>
                <numerusform>%n 個の数字の周りに、その値より多くの旗があります。</numerusform>
            </translation>
        </message>
        <message>
            <source>no mine</source>
            <translation>地雷はない</translation>
        </message>
        <message numerus="yes">
            <source>only %n mine(s)</source>
            <translation>
                <numerusform>地雷は %n 個だけ</numerusform>
            </translation>
        </message>
        <message>
            <source>so the flag is wrong</source>
            <translation>ので、この旗は間違いです</translation>
        </message>
        <message>
            <source>so all of these flags are wrong</source>
            <translation>ので、これらの旗はすべて間違いです</translation>
        </message>
        <message numerus="yes">
            <source>so at least %n of these flags (is|are) wrong</source>
            <translation>
                <numerusform>ので、これらの旗のうち少なくとも %n 本は間違いです</numerusform>
            </translation>
        </message>
        <message>
            <source>{number} has {flags} around it, at {cells}, but {room}, {verdict}.</source>
            <translation>{number}の周りには {cells} に {flags} がありますが、{room}{verdict}。</translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s)</source>
            <translation>
                <numerusform>旗 %n 本</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more number(s) (has|have) too many flags as well.</source>
            <translation>
                <numerusform>他に %n 個の数字にも旗が多すぎます。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) (is|are) wrong.</source>
            <translation>
                <numerusform>%n 本の旗が間違っています。</numerusform>
            </translation>
        </message>
        <message>
            <source>The flag at {cells} is on a safe cell: the numbers prove there is no mine there.</source>
            <translation>{cells} の旗は安全なマスの上にあります：数字がそこに地雷がないことを証明しています。</translation>
        </message>
        <message>
            <source>The flags at {cells} are on safe cells: the numbers prove there are no mines there.</source>
            <translation>{cells} の旗は安全なマスの上にあります：数字がそこに地雷がないことを証明しています。</translation>
        </message>
        <message>
            <source>Press Hint again and I will remove the flag at {cell}.</source>
            <translation>もう一度ヒントを押すと、{cell}の旗を外します。</translation>
        </message>
        <message>
            <source>Removing the flag at {cell}.</source>
            <translation>{cell}の旗を外します。</translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) cannot be proven yet; (it|they) may be wrong.</source>
            <translation>
                <numerusform>%n 本の旗はまだ証明できません。間違っているかもしれません。</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing proves the flag at {cells} yet: it may be wrong.</source>
            <translation>{cells} の旗はまだ何も証明していません：間違っているかもしれません。</translation>
        </message>
        <message>
            <source>Nothing proves the flags at {cells} yet: each may be wrong.</source>
            <translation>{cells} の旗はまだ何も証明していません：どれも間違っているかもしれません。</translation>
        </message>
        <message>
            <source>These numbers cannot all be right: no arrangement of exactly {total} mines fits them.</source>
            <translation>これらの数字がすべて正しいことはありえません：ちょうど {total} 個の地雷のどんな置き方も合いません。</translation>
        </message>
        <message>
            <source>These numbers cannot all be right: no arrangement of mines fits the numbers around {cell}.</source>
            <translation>これらの数字がすべて正しいことはありえません：{cell}の周りの数字に合う地雷の置き方がありません。</translation>
        </message>
        <message>
            <source>You can open a cell by counting the mines that are left, with the help of the highlighted numbers.</source>
            <translation>強調表示された数字を使い、残りの地雷を数えるとマスを開けられます。</translation>
        </message>
        <message>
            <source>You can open a cell by counting the mines that are left.</source>
            <translation>残りの地雷を数えるとマスを開けられます。</translation>
        </message>
        <message>
            <source>You can open a cell in the highlighted area: one number there tells you enough.</source>
            <translation>強調表示された領域でマスを開けられます：そこにある数字 1 つで十分です。</translation>
        </message>
        <message numerus="yes">
            <source>You can open a cell in the highlighted area: %n numbers there together tell you enough.</source>
            <translation>
                <numerusform>強調表示された領域でマスを開けられます：そこにある数字 %n 個を合わせれば十分です。</numerusform>
            </translation>
        </message>
        <message>
            <source>You can make progress by counting the mines that are left, with the help of the highlighted numbers.</source>
            <translation>強調表示された数字を使い、残りの地雷を数えると先に進めます。</translation>
        </message>
        <message>
            <source>You can make progress by counting the mines that are left.</source>
            <translation>残りの地雷を数えると先に進めます。</translation>
        </message>
        <message>
            <source>You can make progress in the highlighted area: one number there tells you enough.</source>
            <translation>強調表示された領域で先に進めます：そこにある数字 1 つで十分です。</translation>
        </message>
        <message numerus="yes">
            <source>You can make progress in the highlighted area: %n numbers there together tell you enough.</source>
            <translation>
                <numerusform>強調表示された領域で先に進めます：そこにある数字 %n 個を合わせれば十分です。</numerusform>
            </translation>
        </message>
        <message>
            <source>(A full check of this position takes too long, so this hint uses only nearby numbers.)</source>
            <translation>（この局面を完全に調べるには時間がかかりすぎるため、このヒントは近くの数字だけを使っています。）</translation>
        </message>
        <message>
            <source>Look at {cell}: the highlighted numbers and the mine count prove whether it is safe or a mine.</source>
            <translation>{cell}を見てください：強調表示された数字と地雷数から、安全か地雷かが証明できます。</translation>
        </message>
        <message>
            <source>Look at {cell}: the mine count proves whether it is safe or a mine.</source>
            <translation>{cell}を見てください：地雷数から、安全か地雷かが証明できます。</translation>
        </message>
        <message>
            <source>Look at {cell}: the highlighted number proves whether it is safe or a mine.</source>
            <translation>{cell}を見てください：強調表示された数字から、安全か地雷かが証明できます。</translation>
        </message>
        <message>
            <source>Look at {cell}: the highlighted numbers prove whether it is safe or a mine.</source>
            <translation>{cell}を見てください：強調表示された数字から、安全か地雷かが証明できます。</translation>
        </message>
        <message>
            <source>Press Hint again and I will flag {cell} for you.</source>
            <translation>もう一度ヒントを押すと、{cell}に旗を立てます。</translation>
        </message>
        <message>
            <source>Press Hint again and I will open {cell} for you.</source>
            <translation>もう一度ヒントを押すと、{cell}を開きます。</translation>
        </message>
        <message>
            <source>Flagging {cell}.</source>
            <translation>{cell}に旗を立てます。</translation>
        </message>
        <message>
            <source>Opening {cell}.</source>
            <translation>{cell}を開きます。</translation>
        </message>
        <message>
            <source>Every covered cell left is a mine: the board is solved. Well done!</source>
            <translation>残りの覆われたマスはすべて地雷です：盤面は解けました。お見事！</translation>
        </message>
        <message>
            <source>No covered cell can be proven safe right now, so the next move is a guess. Try the cell with the best odds.</source>
            <translation>今は安全と証明できる覆われたマスがないので、次の手は推測になります。最も確率の良いマスを試してください。</translation>
        </message>
        <message>
            <source>No covered cell can be proven safe or a mine right now, so the next move is a guess. Try the cell with the best odds.</source>
            <translation>今は安全とも地雷とも証明できる覆われたマスがないので、次の手は推測になります。最も確率の良いマスを試してください。</translation>
        </message>
        <message>
            <source>This position takes too long to check, and no small group of numbers proves anything. Press Hint again to let me think longer.</source>
            <translation>この局面を調べるには時間がかかりすぎ、小さな数字のグループでは何も証明できません。もう一度ヒントを押すと、もっと長く考えます。</translation>
        </message>
        <message>
            <source>You have not placed any flags, so there is nothing to check.</source>
            <translation>旗が一本も立っていないので、チェックするものはありません。</translation>
        </message>
        <message>
            <source>No flag is provably wrong, but checking every flag takes too long here.</source>
            <translation>明らかに間違った旗はありませんが、ここではすべての旗を調べるのに時間がかかりすぎます。</translation>
        </message>
        <message>
            <source>Your flag is a proven mine.</source>
            <translation>あなたの旗は証明済みの地雷の上にあります。</translation>
        </message>
        <message>
            <source>Both your flags are proven mines.</source>
            <translation>あなたの旗は 2 本とも証明済みの地雷の上にあります。</translation>
        </message>
        <message numerus="yes">
            <source>All %n flags are proven mines.</source>
            <translation>
                <numerusform>%n 本の旗はすべて証明済みの地雷の上にあります。</numerusform>
            </translation>
        </message>
        <message>
            <source>Checking the other flags takes too long here.</source>
            <translation>ここでは他の旗を調べるのに時間がかかりすぎます。</translation>
        </message>
        <message numerus="yes">
            <source>%n more mine(s)</source>
            <translation>
                <numerusform>あと地雷 %n 個</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mine(s)</source>
            <translation>
                <numerusform>地雷 %n 個</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>KeptGame</name>
        <message>
            <source>Your game from last time was not resumed: its file {file} cannot be moved ({cause}), so it would come back at every start. Move or delete it by hand.</source>
            <translation>前回のゲームは再開されませんでした：そのファイル {file} を移動できないため（{cause}）、起動のたびに戻ってきてしまいます。手動で移動するか削除してください。</translation>
        </message>
        <message>
            <source>Your game from last time could not be played on (the file is damaged or was changed); it was kept as {file} in {folder}, and a new game starts.</source>
            <translation>前回のゲームを続けられませんでした（ファイルが壊れているか変更されています）。{folder} に {file} として保存し、新しいゲームを始めます。</translation>
        </message>
        <message>
            <source>the file or its folder is read-only</source>
            <translation>ファイルかそのフォルダーが読み取り専用です</translation>
        </message>
        <message>
            <source>The game in progress ({level}, {seconds} s played) could not be kept for the next start: {cause}.</source>
            <translation>進行中のゲーム（{level}、{seconds} 秒プレイ）を次回の起動のために保存できませんでした：{cause}。</translation>
        </message>
        <message>
            <source>Free some space or make the folder writable, then press Try again. If you close now, what is named above is lost.</source>
            <translation>空き容量を作るかフォルダーを書き込み可能にしてから、「再試行」を押してください。今閉じると、上に書かれたものは失われます。</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>再試行</translation>
        </message>
        <message>
            <source>Keep the window open</source>
            <translation>ウィンドウを開いたままにする</translation>
        </message>
        <message>
            <source>Close and lose it</source>
            <translation>閉じて失う</translation>
        </message>
    </context>
    <context>
        <name>Legend</name>
        <message>
            <source>the mine you hit</source>
            <translation>踏んだ地雷</translation>
        </message>
        <message>
            <source>the cell the hint is about</source>
            <translation>ヒントが示すマス</translation>
        </message>
        <message>
            <source>safe: open it</source>
            <translation>安全：開けましょう</translation>
        </message>
        <message>
            <source>a mine: flag it</source>
            <translation>地雷：旗を立てましょう</translation>
        </message>
        <message>
            <source>the numbers that prove it</source>
            <translation>それを証明する数字</translation>
        </message>
        <message>
            <source>the numbers the reason uses</source>
            <translation>理由に使われる数字</translation>
        </message>
        <message>
            <source>cells a supposition decides</source>
            <translation>仮定で決まるマス</translation>
        </message>
        <message>
            <source>a flag on a safe cell</source>
            <translation>安全なマスの旗</translation>
        </message>
        <message>
            <source>a flag nothing proves yet</source>
            <translation>まだ何も証明していない旗</translation>
        </message>
        <message>
            <source>a number with too many flags</source>
            <translation>旗が多すぎる数字</translation>
        </message>
        <message>
            <source>one of these flags is wrong</source>
            <translation>この中の一本の旗が間違い</translation>
        </message>
        <message>
            <source>numbers that contradict</source>
            <translation>矛盾する数字</translation>
        </message>
    </context>
    <context>
        <name>Lessons</name>
        <message>
            <source>The rules</source>
            <translation>ルール</translation>
        </message>
        <message>
            <source>Some covered cells hide mines. Open every other cell to win; open a mine and the game is lost. An opened cell shows how many of its eight neighbours are mines. Right-click a cell you know is a mine, or press F on it, to flag it. On these boards logic always tells you a safe move: you never have to guess.</source>
            <translation>覆われたマスのいくつかには地雷が隠れています。それ以外のマスをすべて開けば勝ち、地雷を開けば負けです。開いたマスは、周りの 8 マスのうち地雷がいくつあるかを示します。地雷だとわかったマスは右クリックか F キーで旗を立てます。これらの盤面では論理が必ず安全な手を教えてくれます：推測する必要はありません。</translation>
        </message>
        <message>
            <source>The first click</source>
            <translation>最初のクリック</translation>
        </message>
        <message>
            <source>Your first click is always safe, and so are its neighbours, so it opens an area. A 0 opens its neighbours by itself. The numbers along the edge of that area are where the reasoning starts.</source>
            <translation>最初のクリックは必ず安全で、その周りも安全なので、領域が開きます。0 は自分で周りを開きます。その領域の縁にある数字が推論の出発点です。</translation>
        </message>
        <message>
            <source>One number decides</source>
            <translation>数字 1 つで決まる</translation>
        </message>
        <message>
            <source>When a number has as many covered neighbours as mines it still needs, all of them are mines; when it needs no more mines (its flags already count), the rest are safe. Find a cell one number decides, then open it (click or Space) or flag it (right-click or F).</source>
            <translation>数字の周りの覆われたマスが、まだ必要な地雷の数と同じなら、すべて地雷です。もう地雷が必要なければ（旗も数えます）、残りは安全です。数字 1 つで決まるマスを見つけて、開く（クリックかスペースキー）か旗を立てて（右クリックか F キー）ください。</translation>
        </message>
        <message>
            <source>Two numbers together (1-1)</source>
            <translation>2 つの数字を合わせる（1-1）</translation>
        </message>
        <message>
            <source>No number decides anything alone here. But the corner 1 sees only cells its neighbour 1 also sees: the neighbour's one mine is among them, so its other covered cell is safe. Find a cell the two numbers decide together.</source>
            <translation>ここではどの数字も単独では何も決まりません。しかし角の 1 が見るマスは、隣の 1 もすべて見ています：隣の 1 の地雷 1 個はその中にあるので、隣の 1 の他の覆われたマスは安全です。2 つの数字を合わせて決まるマスを見つけてください。</translation>
        </message>
        <message>
            <source>Three numbers together</source>
            <translation>3 つの数字を合わせる</translation>
        </message>
        <message>
            <source>Sometimes no one or two numbers decide anything and three do: try each way to place mines that fits all three, and a cell that comes out the same every time is decided. Flags count as mines.</source>
            <translation>数字 1 つや 2 つでは何も決まらず、3 つで決まることがあります：3 つすべてに合う地雷の置き方を一つずつ試し、毎回同じ結果になるマスが決まったマスです。旗は地雷として数えます。</translation>
        </message>
        <message>
            <source>The mine count</source>
            <translation>地雷数</translation>
        </message>
        <message>
            <source>When the numbers decide nothing, count the mines. The counter shows how many there are in all; if the numbers already account for every one, each covered cell beyond them is safe.</source>
            <translation>数字で何も決まらないときは、地雷を数えましょう。カウンターは地雷の総数を示します。数字がすでにすべての地雷の説明をつけているなら、それ以外の覆われたマスはすべて安全です。</translation>
        </message>
    </context>
    <context>
        <name>Levels</name>
        <message>
            <source>Custom {width}x{height}, {mines} mines</source>
            <translation>カスタム {width}x{height}、地雷 {mines} 個</translation>
        </message>
        <message>
            <source>Beginner</source>
            <translation>初級</translation>
        </message>
        <message>
            <source>Intermediate</source>
            <translation>中級</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>上級</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>カスタム</translation>
        </message>
        <message>
            <source>Unknown level {level}: use beginner, intermediate, expert or WxH/M, e.g. 30x16/99 (30 columns, 16 rows, 99 mines).</source>
            <translation>不明なレベル {level}：beginner、intermediate、expert または 幅x高さ/地雷 を使ってください。例：30x16/99（30 列、16 行、地雷 99 個）。</translation>
        </message>
        <message>
            <source>Width and height must be between 1 and {most}, not {width}x{height}.</source>
            <translation>幅と高さは 1 から {most} の間にしてください（{width}x{height} ではなく）。</translation>
        </message>
        <message>
            <source>A board needs at least one mine, not {mines}.</source>
            <translation>盤面には地雷が少なくとも 1 個必要です（{mines} ではなく）。</translation>
        </message>
        <message>
            <source>The number of mines cannot be negative ({mines} was asked for).</source>
            <translation>地雷の数は負にできません（{mines} が指定されました）。</translation>
        </message>
        <message>
            <source>A {width}x{height} board has no room for mines: the first click and its neighbours never hold one. Make one side at least 4.</source>
            <translation>{width}x{height} の盤面には地雷を置く場所がありません：最初にクリックしたマスとその周りには地雷は置かれません。一辺を 4 以上にしてください。</translation>
        </message>
        <message numerus="yes">
            <source>A {width}x{height} board holds at most %n mine(s): the first cell opened and its neighbours never hold one ({mines} were asked for).</source>
            <translation>
                <numerusform>{width}x{height} の盤面に置ける地雷は最大 %n 個です：最初に開いたマスとその周りには地雷は置かれません（{mines} 個が指定されました）。</numerusform>
            </translation>
        </message>
        <message>
            <source>A board 2 cells high needs an even number of mines: the two cells of a column look the same to every number, so a column with one mine would be a guess.</source>
            <translation>高さ 2 マスの盤面では地雷の数が偶数である必要があります：列の 2 マスはどの数字から見ても同じなので、地雷 1 個の列は推測になってしまいます。</translation>
        </message>
        <message>
            <source>A board 2 cells wide needs an even number of mines: the two cells of a row look the same to every number, so a row with one mine would be a guess.</source>
            <translation>幅 2 マスの盤面では地雷の数が偶数である必要があります：行の 2 マスはどの数字から見ても同じなので、地雷 1 個の行は推測になってしまいます。</translation>
        </message>
        <message>
            <source>Wide</source>
            <translation>ワイド</translation>
        </message>
        <message>
            <source>Big</source>
            <translation>大</translation>
        </message>
    </context>
    <context>
        <name>Lists</name>
        <message numerus="yes">
            <source>%n more highlighted flag(s)</source>
            <translation>
                <numerusform>強調表示された旗があと %n 本</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more highlighted cell(s)</source>
            <translation>
                <numerusform>強調表示されたマスがあと %n 個</numerusform>
            </translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>{list} or {last}</source>
            <translation>{list}または{last}</translation>
        </message>
        <message>
            <source>{list} and {last}</source>
            <translation>{list}と{last}</translation>
        </message>
    </context>
    <context>
        <name>Loss</name>
        <message>
            <source>The chord on {number} opened {cell}: its flags looked complete, so its other covered cells seemed safe.</source>
            <translation>{number}での両押しで{cell}が開きました：旗がそろっているように見えたので、他の覆われたマスは安全に見えました。</translation>
        </message>
        <message>
            <source>The chord on {number} opened {cell}: its flags looked complete, so its other covered cells seemed safe, but the flag at {flags} was not on a mine.</source>
            <translation>{number}での両押しで{cell}が開きました：旗がそろっているように見えたので、他の覆われたマスは安全に見えましたが、{flags} の旗は地雷の上にありませんでした。</translation>
        </message>
        <message>
            <source>The chord on {number} opened {cell}: its flags looked complete, so its other covered cells seemed safe, but the flags at {flags} were not on mines.</source>
            <translation>{number}での両押しで{cell}が開きました：旗がそろっているように見えたので、他の覆われたマスは安全に見えましたが、{flags} の旗は地雷の上にありませんでした。</translation>
        </message>
        <message>
            <source>{cell} was provably a mine.</source>
            <translation>{cell}は地雷だと証明できました。</translation>
        </message>
        <message>
            <source>Step by step (each step counts the mines proven before it as flagged): {steps}</source>
            <translation>一手ずつ（各手はそれまでに証明された地雷を旗として数えます）：{steps}</translation>
        </message>
        <message>
            <source>No way to place the mines that fits the numbers and the mine count leaves {cell} safe.</source>
            <translation>数字と地雷数に合うどの地雷の置き方でも、{cell}は安全になりません。</translation>
        </message>
        <message>
            <source>No way to place the mines that fits the numbers leaves {cell} safe.</source>
            <translation>数字に合うどの地雷の置き方でも、{cell}は安全になりません。</translation>
        </message>
        <message>
            <source>Nothing proved {cell} safe, and its numbers alone did not prove it a mine. Whether the mine count did, and the odds of a mine there, took too long to work out.</source>
            <translation>{cell}が安全だと証明するものはなく、その数字だけでは地雷とも証明されませんでした。地雷数で証明できたか、そこに地雷がある確率はどれくらいかは、計算に時間がかかりすぎました。</translation>
        </message>
        <message>
            <source>Nothing proved {cell} safe. Whether it was provably a mine took too long to work out.</source>
            <translation>{cell}が安全だと証明するものはありませんでした。地雷だと証明できたかどうかは、計算に時間がかかりすぎました。</translation>
        </message>
        <message>
            <source>Nothing proved {cell} safe: opening it was a guess.</source>
            <translation>{cell}が安全だと証明するものはありませんでした：開いたのは推測でした。</translation>
        </message>
        <message>
            <source>Working out the odds took too long.</source>
            <translation>確率の計算に時間がかかりすぎました。</translation>
        </message>
        <message>
            <source>Of all the ways to place the mines that fit the numbers and the mine count, {percent} put a mine on {cell}.</source>
            <translation>数字と地雷数に合うすべての地雷の置き方のうち、{percent} が{cell}に地雷を置きます。</translation>
        </message>
        <message>
            <source>Finding the easiest deduction in that position took too long.</source>
            <translation>その局面で最も簡単な推論を探すのに時間がかかりすぎました。</translation>
        </message>
        <message>
            <source>Nothing else could be proven in that position either: it needed a guess.</source>
            <translation>その局面では他にも何も証明できませんでした：推測が必要でした。</translation>
        </message>
        <message>
            <source>It was also the easiest deduction in that position: {cell} should have been flagged, not opened.</source>
            <translation>それはその局面で最も簡単な推論でもありました：{cell}は開くのではなく旗を立てるべきでした。</translation>
        </message>
        <message>
            <source>The easiest deduction available instead: {step}</source>
            <translation>代わりに使えた最も簡単な推論：{step}</translation>
        </message>
        <message>
            <source>Showing it step by step took too long.</source>
            <translation>一手ずつ示すのに時間がかかりすぎました。</translation>
        </message>
        <message>
            <source>Its step-by-step proof is too long to show here.</source>
            <translation>一手ずつの証明は長すぎてここには示せません。</translation>
        </message>
        <message>
            <source>Your flag at {flags} was not on a mine: the numbers proved {freed} safe.</source>
            <translation>{flags} の旗は地雷の上にありませんでした：数字は {freed} が安全だと証明していました。</translation>
        </message>
        <message>
            <source>Your flags at {flags} were not on mines: the numbers proved {freed} safe.</source>
            <translation>{flags} の旗は地雷の上にありませんでした：数字は {freed} が安全だと証明していました。</translation>
        </message>
        <message>
            <source>Your flag at {flags} was not on a mine; without it, {freed} was provably safe.</source>
            <translation>{flags} の旗は地雷の上にありませんでした。その旗がなければ、{freed} が安全だと証明できました。</translation>
        </message>
        <message>
            <source>Your flags at {flags} were not on mines; without them, {freed} was provably safe.</source>
            <translation>{flags} の旗は地雷の上にありませんでした。それらの旗がなければ、{freed} が安全だと証明できました。</translation>
        </message>
        <message>
            <source>Your flag at {flags} was not on a mine.</source>
            <translation>{flags} の旗は地雷の上にありませんでした。</translation>
        </message>
        <message>
            <source>Your flags at {flags} were not on mines.</source>
            <translation>{flags} の旗は地雷の上にありませんでした。</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>How to &amp;play…</source>
            <translation>遊び方(&amp;P)…</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>新しいゲーム</translation>
        </message>
        <message>
            <source>&amp;System language</source>
            <translation>システムの言語(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Question marks</source>
            <translation>疑問符(&amp;Q)</translation>
        </message>
        <message>
            <source>Hints without &amp;flags</source>
            <translation>旗なしのヒント(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Auto-open trivially safe cells</source>
            <translation>明らかに安全なマスを自動で開く(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Standard rules (competition: no help of any kind)</source>
            <translation>標準ルール(&amp;S)（競技：一切の補助なし）</translation>
        </message>
        <message>
            <source>Brief anno&amp;uncements (screen readers)</source>
            <translation>簡潔な読み上げ(&amp;U)（スクリーンリーダー）</translation>
        </message>
        <message>
            <source>&amp;Undo the mistake</source>
            <translation>ミスを元に戻す(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Retry this board</source>
            <translation>この盤面をやり直す(&amp;R)</translation>
        </message>
        <message>
            <source>Re&amp;view the game…</source>
            <translation>ゲームを振り返る(&amp;V)…</translation>
        </message>
        <message>
            <source>Show the position before the &amp;mistake</source>
            <translation>ミスの前の局面を表示(&amp;M)</translation>
        </message>
        <message>
            <source>&amp;Any</source>
            <translation>任意(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Easy (one number at a time)</source>
            <translation>やさしい(&amp;E)（数字 1 つずつ）</translation>
        </message>
        <message>
            <source>&amp;Hard (two numbers together)</source>
            <translation>難しい(&amp;H)（数字 2 つを合わせて）</translation>
        </message>
        <message>
            <source>Hardes&amp;t (three+ numbers or the mine count)</source>
            <translation>最難関(&amp;T)（数字 3 つ以上または地雷数）</translation>
        </message>
        <message>
            <source>&amp;System</source>
            <translation>システム(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Light</source>
            <translation>ライト(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Dark</source>
            <translation>ダーク(&amp;D)</translation>
        </message>
        <message>
            <source>&amp;High contrast</source>
            <translation>ハイコントラスト(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Off</source>
            <translation>オフ(&amp;O)</translation>
        </message>
        <message>
            <source>While a &amp;hint is shown</source>
            <translation>ヒント表示中(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Always</source>
            <translation>常に(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;{level} ({width}x{height}, {mines} mines)</source>
            <translation>{level}（{width}x{height}、地雷 {mines} 個）</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>ゲーム(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;Options</source>
            <translation>オプション(&amp;O)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>ヘルプ(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>ヒント(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Check flags</source>
            <translation>旗をチェック(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Lessons…</source>
            <translation>レッスン(&amp;L)…</translation>
        </message>
        <message>
            <source>&amp;About</source>
            <translation>バージョン情報(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;New game</source>
            <translation>新しいゲーム(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Logic</source>
            <translation>論理(&amp;L)</translation>
        </message>
        <message>
            <source>Cop&amp;y board id</source>
            <translation>盤面 ID をコピー(&amp;Y)</translation>
        </message>
        <message>
            <source>&amp;Open board id…</source>
            <translation>盤面 ID を開く(&amp;O)…</translation>
        </message>
        <message>
            <source>&amp;Daily board</source>
            <translation>今日の盤面(&amp;D)</translation>
        </message>
        <message>
            <source>&amp;Custom…</source>
            <translation>カスタム(&amp;C)…</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>統計(&amp;S)…</translation>
        </message>
        <message>
            <source>&amp;Practice…</source>
            <translation>練習(&amp;P)…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>終了(&amp;Q)</translation>
        </message>
        <message>
            <source>A&amp;nalysis (mine probabilities; marks the game as assisted)</source>
            <translation>分析(&amp;N)（地雷の確率。ゲームは補助ありとして扱われます）</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>テーマ(&amp;T)</translation>
        </message>
        <message>
            <source>Colour-&amp;blind numbers</source>
            <translation>色覚対応の数字(&amp;B)</translation>
        </message>
        <message>
            <source>Coo&amp;rdinates</source>
            <translation>座標(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>言語(&amp;L)</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>拡大(&amp;I)</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>縮小(&amp;O)</translation>
        </message>
        <message>
            <source>Actual si&amp;ze</source>
            <translation>実際のサイズ(&amp;Z)</translation>
        </message>
        <message>
            <source>P&amp;ause</source>
            <translation>一時停止(&amp;A)</translation>
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message>
            <source>a wrong flag</source>
            <translation>間違った旗</translation>
        </message>
        <message>
            <source>the move that lost</source>
            <translation>負けた手</translation>
        </message>
        <message>
            <source>where you asked for a hint</source>
            <translation>ヒントを求めた場所</translation>
        </message>
        <message>
            <source>a guess where a forced move was there</source>
            <translation>確定手があったのに推測した手</translation>
        </message>
        <message>
            <source>Right: the cell at {cell} is a mine.</source>
            <translation>正解：{cell}は地雷です。</translation>
        </message>
        <message>
            <source>Right: the cell at {cell} is safe.</source>
            <translation>正解：{cell}は安全です。</translation>
        </message>
        <message>
            <source>The easiest proof here is about another cell.</source>
            <translation>ここで最も簡単な証明は別のマスについてです。</translation>
        </message>
        <message>
            <source>Wrong: the cell at {cell} is safe, not a mine.</source>
            <translation>不正解：{cell}は安全で、地雷ではありません。</translation>
        </message>
        <message>
            <source>Wrong: the cell at {cell} is a mine.</source>
            <translation>不正解：{cell}は地雷です。</translation>
        </message>
        <message>
            <source>Not proven: nothing here shows that the cell at {cell} is a mine; a guess.</source>
            <translation>証明なし：ここには{cell}が地雷だと示すものはありません。推測です。</translation>
        </message>
        <message>
            <source>Not proven: nothing here shows that the cell at {cell} is safe; a guess.</source>
            <translation>証明なし：ここには{cell}が安全だと示すものはありません。推測です。</translation>
        </message>
        <message>
            <source>A move this position proves: {step}</source>
            <translation>この局面が証明する手：{step}</translation>
        </message>
        <message>
            <source>The practice file could not be read ({error}); it was kept as {file}.</source>
            <translation>練習ファイルを読めませんでした（{error}）。{file} として保存しました。</translation>
        </message>
        <message>
            <source>Practice results are kept in memory only: {error}.</source>
            <translation>練習の結果はメモリ上にだけ保持されます：{error}。</translation>
        </message>
        <message>
            <source>Practice results could not be read: {error}.</source>
            <translation>練習の結果を読めませんでした：{error}。</translation>
        </message>
        <message>
            <source>Some values in the practice file are impossible (a rating or an answer that cannot be); they are left out, and new answers are saved as usual.</source>
            <translation>練習ファイルにありえない値があります（ありえないレーティングや解答）。それらは除外し、新しい解答はいつもどおり保存します。</translation>
        </message>
        <message>
            <source>This answer could not be saved: {error}.</source>
            <translation>この解答を保存できませんでした：{error}。</translation>
        </message>
        <message>
            <source>Rating chart</source>
            <translation>レーティングのグラフ</translation>
        </message>
        <message>
            <source>Your rating will show here after your first puzzle.</source>
            <translation>最初の問題を解くと、ここにレーティングが表示されます。</translation>
        </message>
        <message numerus="yes">
            <source>Your rating after each of %n rated puzzle(s)</source>
            <translation>
                <numerusform>評価対象の問題 %n 問それぞれの後のレーティング</numerusform>
            </translation>
        </message>
        <message>
            <source>Looking through your recent games for moves to practise…</source>
            <translation>最近のゲームから練習する手を探しています…</translation>
        </message>
        <message>
            <source>Looking for a puzzle near your rating…</source>
            <translation>あなたのレーティングに近い問題を探しています…</translation>
        </message>
        <message>
            <source>No puzzles from your own games yet: positions where you lost, flagged wrongly, guessed past a forced move or asked for a hint show up here.</source>
            <translation>自分のゲームからの問題はまだありません：負けた局面、旗を間違えた局面、確定手があるのに推測した局面、ヒントを求めた局面がここに表示されます。</translation>
        </message>
        <message>
            <source>From your game of {date}, before move {move}: {reason}.</source>
            <translation>{date} のゲーム、{move} 手目の前から：{reason}。</translation>
        </message>
        <message>
            <source>No puzzle could be found: {reason}</source>
            <translation>問題が見つかりませんでした：{reason}</translation>
        </message>
        <message>
            <source>A puzzle, rated {rating}.</source>
            <translation>レーティング {rating} の問題。</translation>
        </message>
        <message>
            <source>A puzzle for {technique}, rated {rating}.</source>
            <translation>{technique} の問題、レーティング {rating}。</translation>
        </message>
        <message numerus="yes">
            <source>{intro} %n mine(s), {flags} of them flagged (every flag is right). Find a cell this position proves: click or press Space to open a safe cell, right-click or press F to flag a mine.</source>
            <translation>
                <numerusform>{intro} 地雷 %n 個、そのうち {flags} 個に旗（どの旗も正しい）。この局面が証明するマスを見つけてください：安全なマスはクリックかスペースキーで開き、地雷は右クリックか F キーで旗を立てます。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{intro} %n mine(s). Find a cell this position proves: click or press Space to open a safe cell, right-click or press F to flag a mine.</source>
            <translation>
                <numerusform>{intro} 地雷 %n 個。この局面が証明するマスを見つけてください：安全なマスはクリックかスペースキーで開き、地雷は右クリックか F キーで旗を立てます。</numerusform>
            </translation>
        </message>
        <message>
            <source>Technique: {technique}.</source>
            <translation>テクニック：{technique}。</translation>
        </message>
        <message>
            <source>Patterns: {patterns}.</source>
            <translation>パターン：{patterns}。</translation>
        </message>
        <message>
            <source>Try again (not rated).</source>
            <translation>もう一度（評価なし）。</translation>
        </message>
        <message>
            <source>Lesson {number} of {count}: {title}.</source>
            <translation>レッスン {number}/{count}：{title}。</translation>
        </message>
        <message>
            <source>Your rating: {rating} ± {deviation}</source>
            <translation>レーティング：{rating} ± {deviation}</translation>
        </message>
        <message>
            <source>(not rated: tried before)</source>
            <translation>（評価なし：挑戦済み）</translation>
        </message>
        <message>
            <source>No puzzles answered yet.</source>
            <translation>まだ解答した問題はありません。</translation>
        </message>
        <message>
            <source>Right the first time: {list}</source>
            <translation>一回で正解：{list}</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>ようこそ</translation>
        </message>
        <message>
            <source>New to Minesweeper, or to solving it without guessing? A short tutorial shows the rules and then one technique at a time, on small boards. You can open it later from Help &gt; Lessons.</source>
            <translation>マインスイーパーは初めてですか？それとも推測なしで解くのが初めてですか？短いチュートリアルが、小さな盤面でルールとテクニックを一つずつ紹介します。後からヘルプ &gt; レッスン で開くこともできます。</translation>
        </message>
        <message>
            <source>Show me the lessons</source>
            <translation>レッスンを見る</translation>
        </message>
        <message>
            <source>Not now</source>
            <translation>今はしない</translation>
        </message>
        <message>
            <source>Every technique</source>
            <translation>すべてのテクニック</translation>
        </message>
        <message>
            <source>One number (single)</source>
            <translation>数字 1 つ（単独）</translation>
        </message>
        <message>
            <source>Two numbers (pair)</source>
            <translation>数字 2 つ（ペア）</translation>
        </message>
        <message>
            <source>Three or more numbers (chain)</source>
            <translation>数字 3 つ以上（連鎖）</translation>
        </message>
        <message>
            <source>The mine count</source>
            <translation>地雷数</translation>
        </message>
        <message>
            <source>From your own games</source>
            <translation>自分のゲームから</translation>
        </message>
        <message>
            <source>one number</source>
            <translation>数字 1 つ</translation>
        </message>
        <message>
            <source>two numbers together</source>
            <translation>数字 2 つを合わせる</translation>
        </message>
        <message>
            <source>three or more numbers together</source>
            <translation>数字 3 つ以上を合わせる</translation>
        </message>
        <message>
            <source>the mine count</source>
            <translation>地雷数</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>練習</translation>
        </message>
        <message>
            <source>Technique</source>
            <translation>テクニック</translation>
        </message>
        <message>
            <source>&amp;Next puzzle</source>
            <translation>次の問題(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Try again</source>
            <translation>もう一度(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Lessons</source>
            <translation>レッスン(&amp;L)</translation>
        </message>
        <message>
            <source>Technique:</source>
            <translation>テクニック：</translation>
        </message>
        <message>
            <source>&amp;Practice</source>
            <translation>練習(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Next lesson</source>
            <translation>次のレッスン(&amp;N)</translation>
        </message>
        <message>
            <source>One number</source>
            <translation>数字 1 つ</translation>
        </message>
        <message>
            <source>Two numbers together</source>
            <translation>数字 2 つを合わせる</translation>
        </message>
        <message>
            <source>Three or more numbers</source>
            <translation>数字 3 つ以上</translation>
        </message>
        <message>
            <source>Practice rating chart</source>
            <translation>練習のレーティングのグラフ</translation>
        </message>
        <message numerus="yes">
            <source>Rating {rating} after %n rated puzzle(s)</source>
            <translation>
                <numerusform>評価対象の問題 %n 問の後のレーティング {rating}</numerusform>
            </translation>
        </message>
        <message>
            <source>No rated puzzles yet</source>
            <translation>評価対象の問題はまだありません</translation>
        </message>
        <message>
            <source>Solve a practice puzzle (Game &gt; Practice…) to see your rating here.</source>
            <translation>練習問題を解くと（ゲーム &gt; 練習…）、ここにレーティングが表示されます。</translation>
        </message>
        <message>
            <source>rating after each of {count} rated puzzles, oldest left (everyone starts at {start})</source>
            <translation>評価対象の問題 {count} 問それぞれの後のレーティング、左が古い順（全員 {start} から開始）</translation>
        </message>
        <message>
            <source>Right the first time, per technique (retries are not counted):</source>
            <translation>テクニック別の一回での正解（再挑戦は数えません）：</translation>
        </message>
        <message>
            <source>Accuracy per technique</source>
            <translation>テクニック別の正答率</translation>
        </message>
        <message>
            <source>Puzzles</source>
            <translation>問題数</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>正解</translation>
        </message>
        <message>
            <source>Accuracy</source>
            <translation>正答率</translation>
        </message>
        <message numerus="yes">
            <source>Your practice rating: {rating} ± {deviation} after %n rated puzzle(s).</source>
            <translation>
                <numerusform>練習のレーティング：評価対象の問題 %n 問の後で {rating} ± {deviation}。</numerusform>
            </translation>
        </message>
        <message>
            <source>No practice yet. Game &gt; Practice… trains one technique at a time with puzzles near your rating.</source>
            <translation>まだ練習していません。ゲーム &gt; 練習… では、あなたのレーティングに近い問題でテクニックを一つずつ鍛えられます。</translation>
        </message>
    </context>
    <context>
        <name>Replays</name>
        <message>
            <source>{name} is not a replay this game reads ({types}).</source>
            <translation>{name} はこのゲームが読めるリプレイではありません（{types}）。</translation>
        </message>
        <message>
            <source>{file} cannot be opened: {reason}.</source>
            <translation>{file} を開けません：{reason}。</translation>
        </message>
        <message>
            <source>{file} is not a file.</source>
            <translation>{file} はファイルではありません。</translation>
        </message>
        <message>
            <source>{name} is empty.</source>
            <translation>{name} は空です。</translation>
        </message>
        <message>
            <source>{name} is too large to be a replay ({size} bytes).</source>
            <translation>{name} はリプレイにしては大きすぎます（{size} バイト）。</translation>
        </message>
        <message>
            <source>Reading {name} took too long; it is not a replay.</source>
            <translation>{name} の読み込みに時間がかかりすぎました。リプレイではありません。</translation>
        </message>
        <message>
            <source>The replay reader could not start: {error}.</source>
            <translation>リプレイ読み込み機能を開始できませんでした：{error}。</translation>
        </message>
        <message>
            <source>{name} is damaged or not a replay ({error}).</source>
            <translation>{name} は壊れているか、リプレイではありません（{error}）。</translation>
        </message>
        <message>
            <source>{name} is damaged: its header gives a 3BV of {said}, its board has {bv}.</source>
            <translation>{name} は壊れています：ヘッダーの 3BV は {said} ですが、盤面は {bv} です。</translation>
        </message>
        <message>
            <source>{name} is damaged: its header gives a time of {said} s, but its events end at {end} s.</source>
            <translation>{name} は壊れています：ヘッダーの時間は {said} 秒ですが、イベントは {end} 秒で終わっています。</translation>
        </message>
        <message>
            <source>{name} is damaged or not a {suffix} replay (the reader stopped{signal}).</source>
            <translation>{name} は壊れているか、{suffix} のリプレイではありません（読み込みが停止しました{signal}）。</translation>
        </message>
        <message>
            <source>exit status {code}</source>
            <translation>終了ステータス {code}</translation>
        </message>
        <message>
            <source>{name} could not be read: {reason}.</source>
            <translation>{name} を読めませんでした：{reason}。</translation>
        </message>
        <message>
            <source>The replay recorder could not start: {error}.</source>
            <translation>リプレイの記録を開始できませんでした：{error}。</translation>
        </message>
        <message>
            <source>The replay recorder stopped; this game is not recorded.</source>
            <translation>リプレイの記録が止まりました。このゲームは記録されません。</translation>
        </message>
        <message>
            <source>Nothing was recorded.</source>
            <translation>何も記録されませんでした。</translation>
        </message>
        <message>
            <source>The replay recorder did not answer in time.</source>
            <translation>リプレイの記録が時間内に応答しませんでした。</translation>
        </message>
        <message>
            <source>The replay was not saved: {reason}.</source>
            <translation>リプレイは保存されませんでした：{reason}。</translation>
        </message>
        <message>
            <source>the game is not over</source>
            <translation>ゲームが終わっていません</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>ディスクがいっぱいです</translation>
        </message>
        <message>
            <source>the folder is read-only</source>
            <translation>フォルダーが読み取り専用です</translation>
        </message>
        <message>
            <source>the recorder stopped (status {code})</source>
            <translation>記録が停止しました（ステータス {code}）</translation>
        </message>
        <message>
            <source>{name} has no event data to play back.</source>
            <translation>{name} には再生するイベントデータがありません。</translation>
        </message>
        <message>
            <source>{name} has no opened cell to review.</source>
            <translation>{name} には振り返る開いたマスがありません。</translation>
        </message>
        <message>
            <source>{name} cannot be reviewed: {reason}</source>
            <translation>{name} は振り返れません：{reason}</translation>
        </message>
        <message>
            <source>Open replay</source>
            <translation>リプレイを開く</translation>
        </message>
        <message>
            <source>{name} could not be opened: {error}</source>
            <translation>{name} を開けませんでした：{error}</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>ファイル(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Open replay…</source>
            <translation>リプレイを開く(&amp;O)…</translation>
        </message>
        <message>
            <source>&amp;Save replay as…</source>
            <translation>名前を付けてリプレイを保存(&amp;S)…</translation>
        </message>
        <message>
            <source>The replay of this game was not saved: {problem}</source>
            <translation>このゲームのリプレイは保存されませんでした：{problem}</translation>
        </message>
        <message>
            <source>No game has been recorded yet.</source>
            <translation>まだ記録されたゲームはありません。</translation>
        </message>
        <message>
            <source>Save replay as</source>
            <translation>名前を付けてリプレイを保存</translation>
        </message>
        <message>
            <source>The replay could not be saved to {file}: {reason}.</source>
            <translation>リプレイを {file} に保存できませんでした：{reason}。</translation>
        </message>
        <message>
            <source>Save replay</source>
            <translation>リプレイを保存</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>時間</translation>
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
            <translation>クリック（左/右/両）</translation>
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
            <translation>正確さ</translation>
        </message>
        <message>
            <source>Throughput</source>
            <translation>処理量</translation>
        </message>
        <message>
            <source>Path</source>
            <translation>経路</translation>
        </message>
        <message>
            <source>{pixels} px</source>
            <translation>{pixels} px</translation>
        </message>
        <message>
            <source>won</source>
            <translation>勝ち</translation>
        </message>
        <message>
            <source>not finished</source>
            <translation>未完了</translation>
        </message>
        <message>
            <source>{player} · {width}x{height}, {mines} mines · {seconds} s, {result} · .{format} ({software})</source>
            <translation>{player} · {width}x{height}、地雷 {mines} 個 · {seconds} 秒、{result} · .{format}（{software}）</translation>
        </message>
        <message>
            <source>unknown player</source>
            <translation>不明なプレイヤー</translation>
        </message>
        <message>
            <source>unknown program</source>
            <translation>不明なプログラム</translation>
        </message>
        <message>
            <source>Replay – {name}</source>
            <translation>リプレイ – {name}</translation>
        </message>
        <message>
            <source>The board stops following this replay: {problem}</source>
            <translation>盤面はこのリプレイに追従しなくなりました：{problem}</translation>
        </message>
        <message>
            <source>Previous click (Left; Shift+Left: previous mouse event)</source>
            <translation>前のクリック（左、Shift+左：前のマウスイベント）</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>再生</translation>
        </message>
        <message>
            <source>Play or pause (Space)</source>
            <translation>再生または一時停止（Space）</translation>
        </message>
        <message>
            <source>Next click (Right; Shift+Right: next mouse event)</source>
            <translation>次のクリック（右、Shift+右：次のマウスイベント）</translation>
        </message>
        <message>
            <source>Review…</source>
            <translation>振り返り…</translation>
        </message>
        <message>
            <source>Judge every click: forced by logic, a guess, or a mistake</source>
            <translation>各クリックを判定：論理で確定、推測、またはミス</translation>
        </message>
        <message>
            <source>Previous click</source>
            <translation>前のクリック</translation>
        </message>
        <message>
            <source>Next click</source>
            <translation>次のクリック</translation>
        </message>
        <message>
            <source>Replay time</source>
            <translation>リプレイの時間</translation>
        </message>
        <message>
            <source>Speed:</source>
            <translation>速度：</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>一時停止</translation>
        </message>
        <message>
            <source>Play the selected game back, with its counters</source>
            <translation>選んだゲームをカウンター付きで再生</translation>
        </message>
        <message>
            <source>Export replays…</source>
            <translation>リプレイを書き出す…</translation>
        </message>
        <message>
            <source>Copy the .evf replays of the games shown to a folder</source>
            <translation>表示中のゲームの .evf リプレイをフォルダーにコピー</translation>
        </message>
        <message>
            <source>None of the games shown has a replay.</source>
            <translation>表示中のゲームにはリプレイがありません。</translation>
        </message>
        <message>
            <source>Export replays</source>
            <translation>リプレイを書き出す</translation>
        </message>
        <message>
            <source>Export replays to</source>
            <translation>リプレイの書き出し先</translation>
        </message>
        <message numerus="yes">
            <source>%n replay(s) exported to {folder}.</source>
            <translation>
                <numerusform>%n 件のリプレイを {folder} に書き出しました。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>The first click was at {cell}, but this board starts at {start}.</source>
            <translation>最初のクリックは{cell}でしたが、この盤面は{start}から始まります。</translation>
        </message>
        <message>
            <source>A move at {cell} is off the board.</source>
            <translation>{cell}への手は盤面の外です。</translation>
        </message>
        <message>
            <source>Why: {reason}</source>
            <translation>理由：{reason}</translation>
        </message>
        <message>
            <source>first click</source>
            <translation>最初のクリック</translation>
        </message>
        <message>
            <source>forced</source>
            <translation>確定</translation>
        </message>
        <message>
            <source>lucky guess</source>
            <translation>運の良い推測</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>ミス</translation>
        </message>
        <message>
            <source>other</source>
            <translation>その他</translation>
        </message>
        <message numerus="yes">
            <source>Won in {seconds} s, %n move(s);</source>
            <translation>
                <numerusform>{seconds} 秒で勝ち、%n 手。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Lost in {seconds} s, %n move(s);</source>
            <translation>
                <numerusform>{seconds} 秒で負け、%n 手。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Not finished in {seconds} s, %n move(s);</source>
            <translation>
                <numerusform>{seconds} 秒で未完了、%n 手。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n forced,</source>
            <translation>
                <numerusform>確定 %n、</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n lucky guess(es),</source>
            <translation>
                <numerusform>運の良い推測 %n、</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mistake(s).</source>
            <translation>
                <numerusform>ミス %n。</numerusform>
            </translation>
        </message>
        <message>
            <source>Every move you could prove, you made by logic.</source>
            <translation>証明できる手は、すべて論理で打ちました。</translation>
        </message>
        <message>
            <source>Move {number} was the first the numbers did not prove, while a move they proved was there to make.</source>
            <translation>{number} 手目は、証明された手があったのに数字が証明していない最初の手でした。</translation>
        </message>
        <message>
            <source>under 1%</source>
            <translation>1% 未満</translation>
        </message>
        <message>
            <source>over 99%</source>
            <translation>99% 超</translation>
        </message>
        <message>
            <source>The numbers proved it.</source>
            <translation>数字が証明していました。</translation>
        </message>
        <message>
            <source>The chance of a mine there was {percent}.</source>
            <translation>そこに地雷がある確率は {percent} でした。</translation>
        </message>
        <message>
            <source>After the end of the game.</source>
            <translation>ゲーム終了後。</translation>
        </message>
        <message>
            <source>The first click at {cell} opened a single {value}.</source>
            <translation>{cell}への最初のクリックで開いたのは {value} のマス 1 つだけでした。</translation>
        </message>
        <message>
            <source>The first click at {cell}: it always opens an area.</source>
            <translation>{cell}への最初のクリック：必ず領域が開きます。</translation>
        </message>
        <message>
            <source>The hint took the wrong flag off {cell}.</source>
            <translation>ヒントが{cell}の間違った旗を外しました。</translation>
        </message>
        <message>
            <source>The hint flagged {cell}, which was proven.</source>
            <translation>ヒントが{cell}に旗を立てました。証明済みでした。</translation>
        </message>
        <message>
            <source>The hint opened {cell}, which was proven.</source>
            <translation>ヒントが{cell}を開きました。証明済みでした。</translation>
        </message>
        <message>
            <source>Took the flag off {cell} (it was right).</source>
            <translation>{cell}の旗を外しました（正しい旗でした）。</translation>
        </message>
        <message>
            <source>Took the flag off {cell} (it was wrong).</source>
            <translation>{cell}の旗を外しました（間違った旗でした）。</translation>
        </message>
        <message>
            <source>A question mark on {cell}.</source>
            <translation>{cell}に疑問符。</translation>
        </message>
        <message>
            <source>Took the question mark off {cell}.</source>
            <translation>{cell}の疑問符を外しました。</translation>
        </message>
        <message>
            <source>Nothing changed at {cell}.</source>
            <translation>{cell}では何も変わりませんでした。</translation>
        </message>
        <message>
            <source>A click at {cell} that opened nothing.</source>
            <translation>{cell}のクリックで何も開きませんでした。</translation>
        </message>
        <message>
            <source>Opened {cell}: it was a mine.</source>
            <translation>{cell}を開きました：地雷でした。</translation>
        </message>
        <message>
            <source>A chord on the number at {cell} opened a mine at {mine}.</source>
            <translation>{cell}の数字での両押しで、{mine}の地雷が開きました。</translation>
        </message>
        <message>
            <source>Opened {cell}: it was provably safe.</source>
            <translation>{cell}を開きました：安全だと証明済みでした。</translation>
        </message>
        <message>
            <source>A chord on the number at {cell}: it was provably safe.</source>
            <translation>{cell}の数字での両押し：安全だと証明済みでした。</translation>
        </message>
        <message>
            <source>A chord on the number at {cell}: every cell it opened was provably safe.</source>
            <translation>{cell}の数字での両押し：開いたマスはすべて安全だと証明済みでした。</translation>
        </message>
        <message>
            <source>A chord on the number at {cell}: a guess that happened to be safe; nothing proved it yet.</source>
            <translation>{cell}の数字での両押し：たまたま安全だった推測です。まだ何も証明していませんでした。</translation>
        </message>
        <message>
            <source>Opened {cell}: a guess that happened to be safe; nothing proved it yet.</source>
            <translation>{cell}を開きました：たまたま安全だった推測です。まだ何も証明していませんでした。</translation>
        </message>
        <message>
            <source>Flagged {cell}, but the numbers proved it safe.</source>
            <translation>{cell}に旗を立てましたが、数字は安全だと証明していました。</translation>
        </message>
        <message>
            <source>Flagged {cell}, but there is no mine there.</source>
            <translation>{cell}に旗を立てましたが、そこに地雷はありません。</translation>
        </message>
        <message>
            <source>Flagged {cell}: it was a proven mine.</source>
            <translation>{cell}に旗を立てました：証明済みの地雷でした。</translation>
        </message>
        <message>
            <source>Flagged {cell} before the first click: a guess.</source>
            <translation>最初のクリックの前に{cell}に旗を立てました：推測です。</translation>
        </message>
        <message>
            <source>Flagged {cell}: a guess that happened to be right; nothing proved it yet.</source>
            <translation>{cell}に旗を立てました：たまたま正しかった推測です。まだ何も証明していませんでした。</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>閉じる</translation>
        </message>
        <message>
            <source>Game review – {title}</source>
            <translation>ゲームの振り返り – {title}</translation>
        </message>
        <message>
            <source>Game review</source>
            <translation>ゲームの振り返り</translation>
        </message>
        <message>
            <source>Reviewing the game…</source>
            <translation>ゲームを振り返っています…</translation>
        </message>
        <message>
            <source>Previous step (Left)</source>
            <translation>前の手（左）</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>ステップ</translation>
        </message>
        <message>
            <source>Next step (Right)</source>
            <translation>次の手（右）</translation>
        </message>
        <message>
            <source>First unproven move</source>
            <translation>最初の未証明の手</translation>
        </message>
        <message>
            <source>Show the logic (the solver's way through this board)</source>
            <translation>論理を表示（この盤面でのソルバーの道筋）</translation>
        </message>
        <message>
            <source>Reviewing the game… move {move} of {total}</source>
            <translation>ゲームを振り返っています… {total} 手中 {move} 手目</translation>
        </message>
        <message>
            <source>Working out the solver's way through this board…</source>
            <translation>この盤面でのソルバーの道筋を計算しています…</translation>
        </message>
        <message numerus="yes">
            <source>End (%n move(s))</source>
            <translation>
                <numerusform>終わり（%n 手）</numerusform>
            </translation>
        </message>
        <message>
            <source>Move {number} of {count}</source>
            <translation>{count} 手中 {number} 手目</translation>
        </message>
        <message numerus="yes">
            <source>End (%n step(s))</source>
            <translation>
                <numerusform>終わり（%n ステップ）</numerusform>
            </translation>
        </message>
        <message>
            <source>The solver is through: every safe cell is open.</source>
            <translation>ソルバーは終わりました：安全なマスはすべて開いています。</translation>
        </message>
        <message>
            <source>Nothing more can be proven from here.</source>
            <translation>ここからはこれ以上何も証明できません。</translation>
        </message>
        <message>
            <source>Step {number} of {count}</source>
            <translation>{count} ステップ中 {number} ステップ目</translation>
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
            <translation>（地雷数を使用）</translation>
        </message>
        <message>
            <source>{taken} s · at {at} s</source>
            <translation>{taken} 秒 · {at} 秒時点</translation>
        </message>
        <message>
            <source>The first move the numbers did not prove. What could be proven instead (green, from the blue numbers):</source>
            <translation>数字が証明していない最初の手。代わりに証明できたこと（緑、青い数字から）：</translation>
        </message>
        <message>
            <source>The first move the numbers did not prove. What could be proven instead (from the blue numbers):</source>
            <translation>数字が証明していない最初の手。代わりに証明できたこと（青い数字から）：</translation>
        </message>
        <message>
            <source>A forced move was there instead (green), e.g. {cells}.</source>
            <translation>代わりに確定手がありました（緑）。例：{cells}。</translation>
        </message>
        <message>
            <source>Forced</source>
            <translation>確定</translation>
        </message>
        <message>
            <source>Lucky guesses</source>
            <translation>運の良い推測</translation>
        </message>
        <message>
            <source>Mistakes</source>
            <translation>ミス</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>the disk is full</source>
            <translation>ディスクがいっぱいです</translation>
        </message>
        <message>
            <source>the folder is read-only</source>
            <translation>フォルダーが読み取り専用です</translation>
        </message>
        <message>
            <source>the folder cannot be written ({detail})</source>
            <translation>フォルダーに書き込めません（{detail}）</translation>
        </message>
        <message>
            <source>The settings file could not be read; defaults are used, and the file is kept beside the new one when a setting is saved.</source>
            <translation>設定ファイルを読めませんでした。既定値を使います。設定を保存するときに、そのファイルは新しいファイルの隣に残されます。</translation>
        </message>
        <message>
            <source>Your settings could not be saved: {cause} ({folder}). The settings saved before are kept, and your changes last until the game closes.</source>
            <translation>設定を保存できませんでした：{cause}（{folder}）。以前に保存した設定はそのままで、変更はゲームを閉じるまで有効です。</translation>
        </message>
        <message>
            <source>Some settings had values this game cannot use ({settings}); their defaults are used until the game closes, and the file was left as it is: {cause}.</source>
            <translation>一部の設定に、このゲームで使えない値がありました（{settings}）。ゲームを閉じるまで既定値を使い、ファイルはそのままにしました：{cause}。</translation>
        </message>
        <message>
            <source>Some settings had values this game cannot use and were set back to their defaults: {settings}. Your other settings are kept; the file as it was is kept as {file} in {folder}.</source>
            <translation>一部の設定に、このゲームで使えない値があったため、既定値に戻しました：{settings}。ほかの設定はそのままです。元のファイルは {folder} に {file} として残してあります。</translation>
        </message>
    </context>
    <context>
        <name>Speech</name>
        <message>
            <source>Left button down</source>
            <translation>左ボタンを押した</translation>
        </message>
        <message>
            <source>Left button up</source>
            <translation>左ボタンを離した</translation>
        </message>
        <message>
            <source>Right button down</source>
            <translation>右ボタンを押した</translation>
        </message>
        <message>
            <source>Right button up</source>
            <translation>右ボタンを離した</translation>
        </message>
        <message>
            <source>Middle button down</source>
            <translation>中ボタンを押した</translation>
        </message>
        <message>
            <source>Middle button up</source>
            <translation>中ボタンを離した</translation>
        </message>
        <message>
            <source>Pointer moved</source>
            <translation>ポインターが動いた</translation>
        </message>
        <message>
            <source>{seconds} of {total} s, move {move} of {moves}.</source>
            <translation>{seconds} / {total} 秒、{moves} 手中 {move} 手目。</translation>
        </message>
        <message>
            <source>A mine: game lost.</source>
            <translation>地雷：ゲームオーバー。</translation>
        </message>
        <message>
            <source>It opened: {state}.</source>
            <translation>開いた：{state}。</translation>
        </message>
        <message>
            <source>Opened {cell}: {state}.</source>
            <translation>{cell}が開いた：{state}。</translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s) opened.</source>
            <translation>
                <numerusform>%n マス開いた。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s) covered again.</source>
            <translation>
                <numerusform>%n マスが再び覆われた。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) placed.</source>
            <translation>
                <numerusform>旗を %n 本立てた。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) removed.</source>
            <translation>
                <numerusform>旗を %n 本外した。</numerusform>
            </translation>
        </message>
        <message>
            <source>The board is cleared.</source>
            <translation>盤面はすべて開いた。</translation>
        </message>
        <message>
            <source>off the board</source>
            <translation>盤面の外</translation>
        </message>
        <message>
            <source>{action} at {cell}.</source>
            <translation>{cell}で{action}。</translation>
        </message>
        <message>
            <source>Playing.</source>
            <translation>再生中。</translation>
        </message>
        <message>
            <source>Paused. {position}</source>
            <translation>一時停止。{position}</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>空白</translation>
        </message>
        <message>
            <source>covered</source>
            <translation>覆われている</translation>
        </message>
        <message>
            <source>flagged</source>
            <translation>旗</translation>
        </message>
        <message>
            <source>question mark</source>
            <translation>疑問符</translation>
        </message>
        <message>
            <source>exploded mine</source>
            <translation>爆発した地雷</translation>
        </message>
        <message>
            <source>mine</source>
            <translation>地雷</translation>
        </message>
        <message>
            <source>flagged, no mine</source>
            <translation>旗、地雷なし</translation>
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
            <translation>{cell}、{state}</translation>
        </message>
        <message>
            <source>{name}: {description}</source>
            <translation>{name}：{description}</translation>
        </message>
        <message>
            <source>Minesweeper board</source>
            <translation>マインスイーパーの盤面</translation>
        </message>
        <message>
            <source>{rows} by {columns}.</source>
            <translation>{rows} × {columns}。</translation>
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
            <translation>矢印で移動、Space で開く、F で旗。I でマス、L で行と列、N で周りのマス、R で行、K で列、M で残り地雷、T で時間、A で最後の読み上げを繰り返します。J、O、E でヒントのマス、次の覆われたマス、数字の隣の次のマスへ移動。G で入力した行と列へ移動します。</translation>
        </message>
        <message>
            <source>{direction} {state}</source>
            <translation>{direction} {state}</translation>
        </message>
        <message>
            <source>Around {cell}: {cells}.</source>
            <translation>{cell}の周り：{cells}。</translation>
        </message>
        <message numerus="yes">
            <source>%n covered</source>
            <translation>
                <numerusform>覆われている %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flagged</source>
            <translation>
                <numerusform>旗 %n</numerusform>
            </translation>
        </message>
        <message>
            <source>numbers {numbers}</source>
            <translation>数字 {numbers}</translation>
        </message>
        <message numerus="yes">
            <source>%n empty</source>
            <translation>
                <numerusform>空白 %n</numerusform>
            </translation>
        </message>
        <message>
            <source>Around: {counts}.</source>
            <translation>周り：{counts}。</translation>
        </message>
        <message numerus="yes">
            <source>%n more flag(s) than mines.</source>
            <translation>
                <numerusform>旗が地雷より %n 本多い。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mine(s) left.</source>
            <translation>
                <numerusform>残り地雷 %n 個。</numerusform>
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
            <translation>{headline} {numbers}。</translation>
        </message>
        <message>
            <source>Nothing has been said yet.</source>
            <translation>まだ何も読み上げていません。</translation>
        </message>
        <message>
            <source>{state}.</source>
            <translation>{state}。</translation>
        </message>
        <message numerus="yes">
            <source>{state}, %n cell(s) opened.</source>
            <translation>
                <numerusform>{state}、%n マス開きました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s) opened around it.</source>
            <translation>
                <numerusform>周りの %n マスを開きました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Flagged, %n mine(s) left.</source>
            <translation>
                <numerusform>旗を立てました。残り地雷 %n 個。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Flag removed, %n mine(s) left.</source>
            <translation>
                <numerusform>旗を外しました。残り地雷 %n 個。</numerusform>
            </translation>
        </message>
        <message>
            <source>Question mark.</source>
            <translation>疑問符。</translation>
        </message>
        <message>
            <source>{cell} is already open.</source>
            <translation>{cell}はすでに開いています。</translation>
        </message>
        <message>
            <source>{cell} is open; only covered cells take a flag.</source>
            <translation>{cell}は開いています。旗は覆われたマスにしか立てられません。</translation>
        </message>
        <message>
            <source>{cell} is flagged; F removes the flag.</source>
            <translation>{cell}には旗があります。F で外します。</translation>
        </message>
        <message>
            <source>Edge of the board.</source>
            <translation>盤面の端です。</translation>
        </message>
        <message>
            <source>The game is over; F2 starts a new one.</source>
            <translation>ゲームは終わりました。F2 で新しいゲームを始めます。</translation>
        </message>
        <message numerus="yes">
            <source>New game, {rows} by {columns}, %n mine(s).</source>
            <translation>
                <numerusform>新しいゲーム、{rows} × {columns}、地雷 %n 個。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>New {level} game, {rows} by {columns}, %n mine(s).</source>
            <translation>
                <numerusform>新しい{level}のゲーム、{rows} × {columns}、地雷 %n 個。</numerusform>
            </translation>
        </message>
        <message>
            <source>Paused; P plays on.</source>
            <translation>一時停止中。P で再開します。</translation>
        </message>
        <message>
            <source>Playing again.</source>
            <translation>再開しました。</translation>
        </message>
        <message numerus="yes">
            <source>%n {state}</source>
            <translation>
                <numerusform>%n {state}</numerusform>
            </translation>
        </message>
        <message>
            <source>Row {row}: {cells}.</source>
            <translation>{row}行：{cells}。</translation>
        </message>
        <message>
            <source>Column {column}: {cells}.</source>
            <translation>{column}列：{cells}。</translation>
        </message>
        <message>
            <source>No hint names a cell yet; H asks for one.</source>
            <translation>まだマスを示したヒントはありません。H でヒントを求めます。</translation>
        </message>
        <message>
            <source>No covered cell is left.</source>
            <translation>覆われたマスは残っていません。</translation>
        </message>
        <message>
            <source>No covered cell touches an opened number.</source>
            <translation>開いた数字に接する覆われたマスはありません。</translation>
        </message>
        <message>
            <source>The cursor is on {cell} already.</source>
            <translation>カーソルはすでに{cell}にあります。</translation>
        </message>
        <message>
            <source>Go to: type the row and the column, such as 3 5, then Enter (rows 1 to {rows}, columns 1 to {columns}).</source>
            <translation>移動：行と列を 3 5 のように入力して Enter（行は 1～{rows}、列は 1～{columns}）。</translation>
        </message>
        <message>
            <source>The cursor stays.</source>
            <translation>カーソルはそのままです。</translation>
        </message>
        <message>
            <source>That is no cell: type a row from 1 to {rows} and a column from 1 to {columns}.</source>
            <translation>そのマスはありません：行は 1～{rows}、列は 1～{columns} で入力してください。</translation>
        </message>
        <message>
            <source>Return goes on to the next one; J jumps to the cell the answer is about.</source>
            <translation>Enter で次へ進みます。J で答えが指すマスへ移動します。</translation>
        </message>
        <message>
            <source>This one is answered.</source>
            <translation>この問題は回答済みです。</translation>
        </message>
        <message>
            <source>Find a cell this position proves: Space opens a safe cell, F flags a mine; the cursor is at the first covered cell beside a number.</source>
            <translation>この局面が証明するマスを見つけてください：Space で安全なマスを開き、F で地雷に旗を立てます。カーソルは数字の隣の最初の覆われたマスにあります。</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>These statistics were written by a newer version of the game, so this version shows them but never changes them. Your history is shown; new results are kept beside them in {file} ({folder}) until a newer version adds them.</source>
            <translation>この統計は新しいバージョンのゲームが書いたものなので、このバージョンでは表示するだけで変更しません。履歴は表示されます。新しい結果は、新しいバージョンが追加するまで、隣の {file}（{folder}）に保存されます。</translation>
        </message>
        <message>
            <source>These statistics were written by a newer version of the game, so this version never changes them. Your history cannot be shown; new results are kept beside them in {file} ({folder}) until a newer version adds them.</source>
            <translation>この統計は新しいバージョンのゲームが書いたものなので、このバージョンでは変更しません。履歴は表示できません。新しい結果は、新しいバージョンが追加するまで、隣の {file}（{folder}）に保存されます。</translation>
        </message>
        <message>
            <source>The statistics cannot be saved right now: {cause}. Your history is shown; new results are kept and saved when the file can be written again.</source>
            <translation>統計を今は保存できません：{cause}。履歴は表示されます。新しい結果は保持され、ファイルに再び書き込めるようになったら保存されます。</translation>
        </message>
        <message>
            <source>The statistics cannot be saved right now: {cause}. Your history cannot be shown until then; new results are kept and saved when the file can be written again.</source>
            <translation>統計を今は保存できません：{cause}。それまで履歴は表示できません。新しい結果は保持され、ファイルに再び書き込めるようになったら保存されます。</translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be added to the statistics: {cause}. (It is|They are) kept in {file} in {folder} and added when a newer version of the game starts.</source>
            <translation>
                <numerusform>終了した %n 件のゲームを統計に追加できませんでした：{cause}。{folder} の {file} に保存され、新しいバージョンのゲームが起動したときに追加されます。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be added to the statistics: {cause}. (It is|They are) kept in {file} in {folder} and added the next time the game starts.</source>
            <translation>
                <numerusform>終了した %n 件のゲームを統計に追加できませんでした：{cause}。{folder} の {file} に保存され、次にゲームを起動したときに追加されます。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be saved in {folder}: {cause}. Free some space or make the folder writable before closing, or (it is|they are) lost.</source>
            <translation>
                <numerusform>終了した %n 件のゲームを {folder} に保存できませんでした：{cause}。閉じる前に空き容量を作るかフォルダーを書き込み可能にしてください。そうしないと失われます。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be saved in {folder}: {cause}, and the folder cannot be written ({why}). Free some space or make the folder writable before closing, or (it is|they are) lost.</source>
            <translation>
                <numerusform>終了した %n 件のゲームを {folder} に保存できませんでした：{cause}。またフォルダーに書き込めません（{why}）。閉じる前に空き容量を作るかフォルダーを書き込み可能にしてください。そうしないと失われます。</numerusform>
            </translation>
        </message>
        <message>
            <source>One result could not be saved because the statistics file cannot hold its values; it was left out (the details are in minesweeper.log), and the other results are saved as usual.</source>
            <translation>統計ファイルが値を保持できないため、結果を 1 件保存できませんでした。その結果は除外しました（詳細は minesweeper.log）。他の結果はいつもどおり保存されます。</translation>
        </message>
        <message>
            <source>One result holds impossible values (a time, a count or a level that cannot be), so it was not saved (the details are in minesweeper.log); the other results are saved as usual.</source>
            <translation>ありえない値（ありえない時間、回数、レベル）を含む結果が 1 件あったため、保存しませんでした（詳細は minesweeper.log）。他の結果はいつもどおり保存されます。</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) in the statistics file {file} hold(s) impossible values (a time, a count or a level that cannot be); (it is|they are) left in the file but not shown or counted.</source>
            <translation>
                <numerusform>統計ファイル {file} の %n 件のゲームにありえない値（ありえない時間、回数、レベル）があります。ファイルには残しますが、表示も集計もしません。</numerusform>
            </translation>
        </message>
        <message>
            <source>Results kept from an earlier session could not be read; the file {file} in {folder} was left as it is.</source>
            <translation>以前のセッションから保持していた結果を読めませんでした。{folder} の {file} はそのままにしてあります。</translation>
        </message>
        <message>
            <source>The result could not be saved yet: {cause}. It is kept and saved with the next result, in a moment, or when the game closes.</source>
            <translation>結果をまだ保存できませんでした：{cause}。保持しておき、次の結果と一緒に、少し後か、ゲームを閉じるときに保存します。</translation>
        </message>
        <message>
            <source>The statistics file could not be read; it was kept as {file} in {folder} and a new one was started.</source>
            <translation>統計ファイルを読めませんでした。{folder} に {file} として保存し、新しいファイルを始めました。</translation>
        </message>
        <message>
            <source>The history could not be exported to {file} ({detail}).</source>
            <translation>履歴を {file} に書き出せませんでした（{detail}）。</translation>
        </message>
        <message>
            <source>another window or program is using the statistics (the file is locked)</source>
            <translation>別のウィンドウかプログラムが統計を使っています（ファイルがロックされています）</translation>
        </message>
        <message>
            <source>the statistics file or its folder is read-only</source>
            <translation>統計ファイルかそのフォルダーが読み取り専用です</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>ディスクがいっぱいです</translation>
        </message>
        <message>
            <source>the statistics file may not be written (no permission)</source>
            <translation>統計ファイルに書き込む権限がありません</translation>
        </message>
        <message>
            <source>the statistics file cannot be opened</source>
            <translation>統計ファイルを開けません</translation>
        </message>
        <message>
            <source>the disk reported a read or write error</source>
            <translation>ディスクが読み書きのエラーを報告しました</translation>
        </message>
        <message>
            <source>the statistics were written by a newer version of the game</source>
            <translation>統計は新しいバージョンのゲームが書いたものです</translation>
        </message>
        <message>
            <source>the statistics folder cannot be used ({detail})</source>
            <translation>統計フォルダーを使えません（{detail}）</translation>
        </message>
        <message>
            <source>the statistics file cannot be written ({detail})</source>
            <translation>統計ファイルに書き込めません（{detail}）</translation>
        </message>
        <message>
            <source>The statistics cannot be reset now. {problem}</source>
            <translation>今は統計をリセットできません。{problem}</translation>
        </message>
        <message>
            <source>The statistics could not be reset: {cause}.</source>
            <translation>統計をリセットできませんでした：{cause}。</translation>
        </message>
        <message>
            <source>none</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>This game cannot be reviewed: {reason}</source>
            <translation>このゲームは振り返れません：{reason}</translation>
        </message>
        <message>
            <source>Win a game to see your times here.</source>
            <translation>ゲームに勝つと、ここにタイムが表示されます。</translation>
        </message>
        <message numerus="yes">
            <source>last %n won game(s) per level, oldest left (time on a log scale)</source>
            <translation>
                <numerusform>レベルごとの最近の勝ちゲーム %n 件、左が古い順（時間は対数目盛）</numerusform>
            </translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>統計</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>レベル</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>プレイ数</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>勝ち数</translation>
        </message>
        <message>
            <source>Abandoned</source>
            <translation>放棄</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>勝率</translation>
        </message>
        <message>
            <source>Streak</source>
            <translation>連勝</translation>
        </message>
        <message>
            <source>Best streak</source>
            <translation>最長連勝</translation>
        </message>
        <message>
            <source>Best time</source>
            <translation>ベストタイム</translation>
        </message>
        <message>
            <source>Levels</source>
            <translation>レベル</translation>
        </message>
        <message>
            <source>Recent winning times</source>
            <translation>最近の勝ちタイム</translation>
        </message>
        <message>
            <source>Level:</source>
            <translation>レベル：</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>時間</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>日付</translation>
        </message>
        <message>
            <source>Logic</source>
            <translation>論理</translation>
        </message>
        <message>
            <source>Best times</source>
            <translation>ベストタイム</translation>
        </message>
        <message>
            <source>Counted: games won without hints or undo, not replays.</source>
            <translation>記録対象：ヒントや元に戻すを使わずに勝ったゲーム、リプレイを除く。</translation>
        </message>
        <message>
            <source>Show:</source>
            <translation>表示：</translation>
        </message>
        <message>
            <source>All results</source>
            <translation>すべての結果</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>負け</translation>
        </message>
        <message>
            <source>Review…</source>
            <translation>振り返り…</translation>
        </message>
        <message>
            <source>Step through the selected game's moves</source>
            <translation>選んだゲームの手を一手ずつたどる</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>CSV を書き出す…</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>結果</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>ヒント</translation>
        </message>
        <message>
            <source>Clicks</source>
            <translation>クリック</translation>
        </message>
        <message>
            <source>Board id</source>
            <translation>盤面 ID</translation>
        </message>
        <message>
            <source>History</source>
            <translation>履歴</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>練習</translation>
        </message>
        <message>
            <source>Reset…</source>
            <translation>リセット…</translation>
        </message>
        <message>
            <source>All levels</source>
            <translation>すべてのレベル</translation>
        </message>
        <message>
            <source>This game was stored without its moves.</source>
            <translation>このゲームは手なしで保存されました。</translation>
        </message>
        <message>
            <source>its moves cannot be read</source>
            <translation>手を読み取れません</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>振り返り</translation>
        </message>
        <message>
            <source>Export history</source>
            <translation>履歴を書き出す</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV ファイル (*.csv)</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) exported to {path}.</source>
            <translation>
                <numerusform>%n 件のゲームを {path} に書き出しました。</numerusform>
            </translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>統計をリセット</translation>
        </message>
        <message>
            <source>Forget every finished game, best time and streak? This cannot be undone.</source>
            <translation>終了したゲーム、ベストタイム、連勝をすべて消去しますか？元に戻せません。</translation>
        </message>
        <message>
            <source>abandoned (replay)</source>
            <translation>放棄（リプレイ）</translation>
        </message>
        <message>
            <source>abandoned (undo)</source>
            <translation>放棄（元に戻す）</translation>
        </message>
        <message>
            <source>abandoned</source>
            <translation>放棄</translation>
        </message>
        <message>
            <source>won (replay)</source>
            <translation>勝ち（リプレイ）</translation>
        </message>
        <message>
            <source>lost (replay)</source>
            <translation>負け（リプレイ）</translation>
        </message>
        <message>
            <source>won (undo)</source>
            <translation>勝ち（元に戻す）</translation>
        </message>
        <message>
            <source>lost (undo)</source>
            <translation>負け（元に戻す）</translation>
        </message>
        <message>
            <source>won</source>
            <translation>勝ち</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>負け</translation>
        </message>
        <message>
            <source>&amp;Copy board id</source>
            <translation>盤面 ID をコピー(&amp;C)</translation>
        </message>
        <message>
            <source>Right-click or Ctrl+C to copy it</source>
            <translation>右クリックか Ctrl+C でコピー</translation>
        </message>
    </context>
    <context>
        <name>Status</name>
        <message>
            <source>This board starts at {cell} (marked): click it, or press Space on it, to begin.</source>
            <translation>この盤面は{cell}（印あり）から始まります：クリックするか、そのマスでスペースキーを押して始めてください。</translation>
        </message>
        <message>
            <source>Click any cell, or press Space on it, to start: the first cell opened always opens an area.</source>
            <translation>どのマスでもクリックするか、スペースキーを押して始めてください：最初に開くマスは必ず領域を開きます。</translation>
        </message>
        <message>
            <source>Click the marked cell at {cell}, or press Space on it, to start this board.</source>
            <translation>印の付いた{cell}をクリックするか、そこでスペースキーを押してこの盤面を始めてください。</translation>
        </message>
        <message>
            <source>No flags to check.</source>
            <translation>チェックする旗がありません。</translation>
        </message>
        <message>
            <source>Why the mine was hit could not be worked out: {error}</source>
            <translation>地雷を踏んだ理由を求められませんでした：{error}</translation>
        </message>
        <message>
            <source>The board could not be prepared: {error}</source>
            <translation>盤面を準備できませんでした：{error}</translation>
        </message>
        <message>
            <source>The analysis could not work this position out: {error}</source>
            <translation>分析ではこの局面を解けませんでした：{error}</translation>
        </message>
        <message>
            <source>The helper could not work this position out: {error}</source>
            <translation>ヘルパーではこの局面を解けませんでした：{error}</translation>
        </message>
        <message>
            <source>Retry: the same board again (a replay, not counted for best times).</source>
            <translation>やり直し：同じ盤面をもう一度（リプレイ扱いで、ベストタイムには数えません）。</translation>
        </message>
        <message>
            <source>The daily board of {date}: the same for everyone today.</source>
            <translation>{date} の今日の盤面：今日は誰にとっても同じ盤面です。</translation>
        </message>
        <message>
            <source>The board of this id ({width}x{height}, {mines} mines).</source>
            <translation>この ID の盤面（{width}x{height}、地雷 {mines} 個）。</translation>
        </message>
        <message>
            <source>You have played it before: a replay, not counted for best times.</source>
            <translation>以前に遊んだ盤面です：リプレイ扱いで、ベストタイムには数えません。</translation>
        </message>
        <message>
            <source>It cannot be won without guessing: it was not made by a no-guess creator.</source>
            <translation>推測なしでは勝てません：推測不要の盤面を作る仕組みで作られたものではありません。</translation>
        </message>
        <message>
            <source>Logic: {grade}.</source>
            <translation>論理：{grade}。</translation>
        </message>
        <message>
            <source>Preparing the board…</source>
            <translation>盤面を準備しています…</translation>
        </message>
        <message>
            <source>Creating a board you can solve without guessing…</source>
            <translation>推測なしで解ける盤面を作っています…</translation>
        </message>
        <message>
            <source>Creating a board you can solve without guessing, of logic grade “{grade}” (this may take a while)…</source>
            <translation>推測なしで解ける、論理レベル「{grade}」の盤面を作っています（しばらくかかることがあります）…</translation>
        </message>
        <message>
            <source>This board cannot be created: {reason}</source>
            <translation>この盤面は作れません：{reason}</translation>
        </message>
        <message>
            <source>Creating the board failed unexpectedly ({error}). Please try again.</source>
            <translation>盤面の作成が予期せず失敗しました（{error}）。もう一度お試しください。</translation>
        </message>
        <message>
            <source>The click that hit the mine is taken back; play on. This game now counts as assisted (no best time).</source>
            <translation>地雷を踏んだクリックを取り消しました。続けてください。このゲームは補助ありとして扱われます（ベストタイムなし）。</translation>
        </message>
        <message>
            <source>{text} It starts at {cell}, marked green: click it, or press Space on it, to begin.</source>
            <translation>{text} {cell}（緑の印）から始まります：クリックするか、そこでスペースキーを押して始めてください。</translation>
        </message>
        <message>
            <source>There is no board yet: it is made at your first click. Copy its id once you have started.</source>
            <translation>盤面はまだありません：最初のクリックで作られます。始めてから ID をコピーしてください。</translation>
        </message>
        <message>
            <source>Board id copied: {id}. Anyone can play this board with Game &gt; Open board id (it shows where the mines are to whoever decodes it).</source>
            <translation>盤面 ID をコピーしました：{id}。誰でも ゲーム &gt; 盤面 ID を開く でこの盤面を遊べます（ID を解読した人には地雷の位置がわかります）。</translation>
        </message>
        <message>
            <source>This board id cannot be opened. {reason}</source>
            <translation>この盤面 ID は開けません。{reason}</translation>
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
            <translation>ドカン：{cell}に地雷。</translation>
        </message>
        <message numerus="yes">
            <source>You won in {seconds} s with help (%n hint(s)).</source>
            <translation>
                <numerusform>{seconds} 秒で勝ち、補助あり（ヒント %n 回）。</numerusform>
            </translation>
        </message>
        <message>
            <source>You won in {seconds} s after an undo (not counted for best times).</source>
            <translation>元に戻したあと {seconds} 秒で勝ち（ベストタイムには数えません）。</translation>
        </message>
        <message>
            <source>You won in {seconds} s on a retried board (not counted for best times).</source>
            <translation>やり直した盤面で {seconds} 秒で勝ち（ベストタイムには数えません）。</translation>
        </message>
        <message>
            <source>You won in {seconds} s: a new best time!</source>
            <translation>{seconds} 秒で勝ち：ベストタイム更新！</translation>
        </message>
        <message>
            <source>You won in {seconds} s.</source>
            <translation>{seconds} 秒で勝ち。</translation>
        </message>
        <message>
            <source>— (wins only)</source>
            <translation>—（勝ちのみ）</translation>
        </message>
        <message>
            <source>— (help was used)</source>
            <translation>—（補助あり）</translation>
        </message>
        <message>
            <source>— (after an undo)</source>
            <translation>—（元に戻した後）</translation>
        </message>
        <message>
            <source>— (a retried board)</source>
            <translation>—（やり直した盤面）</translation>
        </message>
        <message>
            <source>{rank} of {ranked}</source>
            <translation>{ranked} 中 {rank} 位</translation>
        </message>
        <message>
            <source>— (hints made moves)</source>
            <translation>—（ヒントが手を打った）</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>時間</translation>
        </message>
        <message>
            <source>{seconds} s</source>
            <translation>{seconds} 秒</translation>
        </message>
        <message>
            <source>Clicks</source>
            <translation>クリック</translation>
        </message>
        <message>
            <source>Efficiency</source>
            <translation>効率</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>ヒント</translation>
        </message>
        <message>
            <source>none</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>Logic</source>
            <translation>論理</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>順位</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>ルール</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>標準</translation>
        </message>
    </context>
    <context>
        <name>Window</name>
        <message>
            <source>No-guess Minesweeper</source>
            <translation>推測不要マインスイーパー</translation>
        </message>
        <message>
            <source>B switches between the mines and the position before the mistake, where these cells are marked.</source>
            <translation>B で地雷とミスの前の局面を切り替えます。ミスの前の局面ではこれらのマスに印が付きます。</translation>
        </message>
        <message>
            <source>Working out why that cell was not safe…</source>
            <translation>そのマスが安全でなかった理由を調べています…</translation>
        </message>
        <message>
            <source>Mines left</source>
            <translation>残り地雷</translation>
        </message>
        <message>
            <source>Seconds</source>
            <translation>秒</translation>
        </message>
        <message>
            <source>New game (F2)</source>
            <translation>新しいゲーム（F2）</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>ヒント</translation>
        </message>
        <message>
            <source>Hint (H): what to do next</source>
            <translation>ヒント（H）：次にすること</translation>
        </message>
        <message>
            <source>Check flags</source>
            <translation>旗をチェック</translation>
        </message>
        <message>
            <source>Check flags (C): are your flags right?</source>
            <translation>旗をチェック（C）：旗は正しい？</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>元に戻す</translation>
        </message>
        <message>
            <source>Undo (Ctrl+Z): take back the click that hit a mine and play on (the game then counts as assisted)</source>
            <translation>元に戻す（Ctrl+Z）：地雷を踏んだクリックを取り消して続ける（ゲームは補助ありになります）</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>やり直す</translation>
        </message>
        <message>
            <source>Retry this board (Ctrl+R): the same mines from the start (a replay: not counted for best times)</source>
            <translation>この盤面をやり直す（Ctrl+R）：同じ地雷で最初から（リプレイ：ベストタイムには数えません）</translation>
        </message>
        <message>
            <source>Mines</source>
            <translation>地雷</translation>
        </message>
        <message>
            <source>Show the end of the game: where every mine was (B switches)</source>
            <translation>ゲームの終わりを表示：すべての地雷の位置（B で切り替え）</translation>
        </message>
        <message>
            <source>Before mistake</source>
            <translation>ミスの前</translation>
        </message>
        <message>
            <source>Show the position just before the mine was hit, with the explanation's cells marked (B switches)</source>
            <translation>地雷を踏む直前の局面を、説明のマスに印を付けて表示（B で切り替え）</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>振り返り</translation>
        </message>
        <message>
            <source>Review the game (Ctrl+E): step through your moves, which were forced, which were guesses, and the solver's own path</source>
            <translation>ゲームを振り返る（Ctrl+E）：どの手が確定手で、どの手が推測だったか、ソルバー自身の道筋を一手ずつたどる</translation>
        </message>
        <message>
            <source>Making the board</source>
            <translation>盤面を作成中</translation>
        </message>
        <message>
            <source>Paused</source>
            <translation>一時停止中</translation>
        </message>
        <message>
            <source>Press P or click here to play on.</source>
            <translation>P を押すかここをクリックすると再開します。</translation>
        </message>
        <message>
            <source>The clock is stopped.</source>
            <translation>時計は止まっています。</translation>
        </message>
        <message>
            <source>Pause (P): stop the clock and hide the board</source>
            <translation>一時停止（P）：時計を止めて盤面を隠す</translation>
        </message>
        <message>
            <source>Leave the game in progress? It counts as a loss in your statistics.</source>
            <translation>進行中のゲームをやめますか？統計では負けとして数えられます。</translation>
        </message>
        <message>
            <source>Leave it (a loss)</source>
            <translation>やめる（負け）</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>続ける</translation>
        </message>
        <message>
            <source>Your game from last time is back, on the second you left it. Press P or click the board to play on.</source>
            <translation>前回のゲームを、中断した秒から再開しました。P を押すか盤面をクリックすると続きます。</translation>
        </message>
    </context>
    <context>
        <name>argparse</name>
        <message>
            <source>usage: </source>
            <translation>使い方: </translation>
        </message>
        <message>
            <source>positional arguments</source>
            <translation>位置引数</translation>
        </message>
        <message>
            <source>options</source>
            <translation>オプション</translation>
        </message>
        <message>
            <source>show this help message and exit</source>
            <translation>このヘルプを表示して終了</translation>
        </message>
        <message>
            <source>%(prog)s: error: %(message)s</source>
            <translation>%(prog)s: エラー: %(message)s</translation>
        </message>
        <message>
            <source>argument %(argument_name)s: %(message)s</source>
            <translation>引数 %(argument_name)s: %(message)s</translation>
        </message>
        <message>
            <source>unrecognized arguments: %s</source>
            <translation>認識できない引数: %s</translation>
        </message>
        <message>
            <source>the following arguments are required: %s</source>
            <translation>次の引数が必要です: %s</translation>
        </message>
        <message>
            <source>one of the arguments %s is required</source>
            <translation>引数 %s のいずれかが必要です</translation>
        </message>
        <message>
            <source>not allowed with argument %s</source>
            <translation>引数 %s と一緒には使えません</translation>
        </message>
        <message>
            <source>ignored explicit argument %r</source>
            <translation>明示的な引数 %r を無視しました</translation>
        </message>
        <message>
            <source>expected one argument</source>
            <translation>引数が 1 つ必要です</translation>
        </message>
        <message>
            <source>expected at most one argument</source>
            <translation>引数は多くても 1 つです</translation>
        </message>
        <message>
            <source>expected at least one argument</source>
            <translation>引数が少なくとも 1 つ必要です</translation>
        </message>
        <message>
            <source>expected %s argument</source>
            <translation>引数が %s 個必要です</translation>
        </message>
        <message>
            <source>expected %s arguments</source>
            <translation>引数が %s 個必要です</translation>
        </message>
        <message>
            <source>ambiguous option: %(option)s could match %(matches)s</source>
            <translation>あいまいなオプション: %(option)s は %(matches)s のどれにも当てはまります</translation>
        </message>
        <message>
            <source>invalid %(type)s value: %(value)r</source>
            <translation>無効な %(type)s の値: %(value)r</translation>
        </message>
        <message>
            <source>invalid choice: %(value)r (choose from %(choices)s)</source>
            <translation>無効な選択: %(value)r（%(choices)s から選んでください）</translation>
        </message>
        <message>
            <source>can't open '%(filename)s': %(error)s</source>
            <translation>'%(filename)s' を開けません: %(error)s</translation>
        </message>
    </context>
</TS>
