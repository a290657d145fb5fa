<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
    <context>
        <name>About</name>
        <message>
            <source>DejaVu Sans (the game's font)</source>
            <translation>DejaVu Sans (a fonte do jogo)</translation>
        </message>
        <message>
            <source>ms-toollib (replay files)</source>
            <translation>ms-toollib (arquivos de replay)</translation>
        </message>
        <message>
            <source>System libraries in this bundle</source>
            <translation>Bibliotecas do sistema neste pacote</translation>
        </message>
        <message>
            <source>see each notice</source>
            <translation>veja cada aviso</translation>
        </message>
        <message>
            <source>Version {version}</source>
            <translation>Versão {version}</translation>
        </message>
        <message>
            <source>Every board is created on your first click so that a perfect logician never has to guess.</source>
            <translation>Cada tabuleiro é criado no seu primeiro clique para que um lógico perfeito nunca precise chutar.</translation>
        </message>
        <message>
            <source>It is free software under the MIT licence. It includes the components below; select one to read its licence.</source>
            <translation>É software livre sob a licença MIT. Inclui os componentes abaixo; selecione um para ler a licença dele.</translation>
        </message>
        <message>
            <source>About {name}</source>
            <translation>Sobre o {name}</translation>
        </message>
    </context>
    <context>
        <name>Analysis</name>
        <message>
            <source>certainly safe</source>
            <translation>com certeza segura</translation>
        </message>
        <message>
            <source>certainly a mine</source>
            <translation>com certeza uma mina</translation>
        </message>
        <message>
            <source>under {percent} chance of a mine</source>
            <translation>menos de {percent} de chance de mina</translation>
        </message>
        <message>
            <source>over {percent} chance of a mine</source>
            <translation>mais de {percent} de chance de mina</translation>
        </message>
        <message>
            <source>{percent} chance of a mine</source>
            <translation>{percent} de chance de mina</translation>
        </message>
    </context>
    <context>
        <name>BoardIds</name>
        <message>
            <source>This board has no id: the game does not play its level. {reason}</source>
            <translation>Este tabuleiro não tem ID: o jogo não joga esse nível. {reason}</translation>
        </message>
        <message>
            <source>This is not a board id: it contains {characters}. Board ids use only the digits and the letters A-Z without I, L, O and U.</source>
            <translation>Isto não é um ID de tabuleiro: contém {characters}. IDs de tabuleiro usam só os dígitos e as letras A-Z sem I, L, O e U.</translation>
        </message>
        <message>
            <source>The board id is empty.</source>
            <translation>O ID do tabuleiro está vazio.</translation>
        </message>
        <message>
            <source>The board id {id} is too short: part of it is missing.</source>
            <translation>O ID do tabuleiro {id} é curto demais: falta uma parte.</translation>
        </message>
        <message>
            <source>The board id starts with {found}; this version of the game reads ids starting with {expected} (a newer game may have made it, or it is mistyped).</source>
            <translation>O ID do tabuleiro começa com {found}; esta versão do jogo lê IDs que começam com {expected} (um jogo mais novo pode tê-lo criado, ou foi digitado errado).</translation>
        </message>
        <message>
            <source>The board id does not check out: a character is wrong or missing (compare it with the original).</source>
            <translation>O ID do tabuleiro não confere: um caractere está errado ou falta (compare com o original).</translation>
        </message>
        <message>
            <source>The board id describes a {width}x{height} board with {mines} mines, which this game does not play: {reason} It was not made by this game.</source>
            <translation>O ID descreve um tabuleiro {width}x{height} com {mines} minas, que este jogo não joga: {reason} Não foi criado por este jogo.</translation>
        </message>
        <message>
            <source>The board id describes {mines} mines in a way no {height}x{width} board can hold (mines out of range); it was not made by this game.</source>
            <translation>O ID descreve {mines} minas de um jeito que nenhum tabuleiro {height}x{width} comporta (minas fora do tabuleiro); não foi criado por este jogo.</translation>
        </message>
    </context>
    <context>
        <name>Cells</name>
        <message>
            <source>row {row}, column {col}</source>
            <translation>linha {row}, coluna {col}</translation>
        </message>
    </context>
    <context>
        <name>CommandLine</name>
        <message>
            <source>No-guess Minesweeper: every board is created on your first click so that it
can be won by reasoning alone; Hint explains why a cell is safe.</source>
            <translation>Campo Minado sem chute: cada tabuleiro é criado no seu primeiro clique para que
possa ser vencido só com raciocínio; a Dica explica por que uma casa é segura.</translation>
        </message>
        <message>
            <source>show the version and exit</source>
            <translation>mostrar a versão e sair</translation>
        </message>
        <message>
            <source>playing</source>
            <translation>jogar</translation>
        </message>
        <message>
            <source>seed for reproducible boards: the same seed gives the same boards</source>
            <translation>semente para tabuleiros reproduzíveis: a mesma semente gera os mesmos tabuleiros</translation>
        </message>
        <message>
            <source>folder for settings and statistics (overrides {variable})</source>
            <translation>pasta de configurações e estatísticas (tem prioridade sobre {variable})</translation>
        </message>
        <message>
            <source>start at beginner, intermediate, expert or WxH/M (W columns, H rows, M mines), e.g. 30x16/99</source>
            <translation>começar em beginner, intermediate, expert ou LxA/M (L colunas, A linhas, M minas), p. ex. 30x16/99</translation>
        </message>
        <message>
            <source>speak this language instead of the system's: {languages}</source>
            <translation>falar este idioma em vez do idioma do sistema: {languages}</translation>
        </message>
        <message>
            <source>play the board of an id (Game &gt; Copy board id in the window)</source>
            <translation>jogar o tabuleiro de um ID (Jogo &gt; Copiar ID do tabuleiro na janela)</translation>
        </message>
        <message>
            <source>play to the Standard rules for competition (remembered, as Options &gt; Standard rules): no hint, flag check, analysis, undo, retry, question marks or auto-open</source>
            <translation>jogar com as regras padrão de competição (lembrado, como Opções &gt; Regras padrão): sem dicas, verificação de bandeiras, análise, desfazer, repetir, pontos de interrogação ou abertura automática</translation>
        </message>
        <message>
            <source>open a replay (.avf, .evf, .mvf or .rmv) in the replay player</source>
            <translation>abrir um replay (.avf, .evf, .mvf ou .rmv) no reprodutor</translation>
        </message>
        <message>
            <source>desktop menu entry (Linux, for pip and pipx installs)</source>
            <translation>item do menu da área de trabalho (Linux, para instalações com pip e pipx)</translation>
        </message>
        <message>
            <source>add a menu entry, icons, AppStream metainfo and this manual page under $XDG_DATA_HOME (~/.local/share), then exit</source>
            <translation>adicionar um item de menu, ícones, metadados AppStream e esta página de manual em $XDG_DATA_HOME (~/.local/share) e sair</translation>
        </message>
        <message>
            <source>remove what --install-desktop added, then exit</source>
            <translation>remover o que --install-desktop adicionou e sair</translation>
        </message>
        <message>
            <source>scripted runs (for CI; QT_QPA_PLATFORM=offscreen runs them without a display)</source>
            <translation>execuções por script (para CI; QT_QPA_PLATFORM=offscreen as executa sem tela)</translation>
        </message>
        <message>
            <source>play one seeded Expert game to a win with hints, exit 0 if it worked (in a temporary folder unless --data-dir or {variable} names one)</source>
            <translation>jogar um jogo Avançado com semente fixa até vencer com dicas, sair com 0 se funcionou (numa pasta temporária, a menos que --data-dir ou {variable} indique uma)</translation>
        </message>
        <message>
            <source>write screenshots of typical game states into DIR and exit</source>
            <translation>gravar capturas de tela de estados típicos do jogo em DIR e sair</translation>
        </message>
        <message>
            <source>{file} is not a replay file ({types})</source>
            <translation>{file} não é um arquivo de replay ({types})</translation>
        </message>
        <message>
            <source>unknown language {code}; available: {languages}</source>
            <translation>idioma desconhecido {code}; disponíveis: {languages}</translation>
        </message>
        <message>
            <source>Settings (settings.ini) and statistics (stats.sqlite3) live in one folder:</source>
            <translation>As configurações (settings.ini) e as estatísticas (stats.sqlite3) ficam numa pasta:</translation>
        </message>
        <message>
            <source>--data-dir DIR, or else the environment variable {variable}, chooses another.</source>
            <translation>--data-dir DIR, ou então a variável de ambiente {variable}, escolhe outra.</translation>
        </message>
        <message>
            <source>{variable} is set: {folder}</source>
            <translation>{variable} está definida: {folder}</translation>
        </message>
        <message>
            <source>neither DISPLAY nor WAYLAND_DISPLAY is set</source>
            <translation>nem DISPLAY nem WAYLAND_DISPLAY estão definidos</translation>
        </message>
        <message>
            <source>QT_QPA_PLATFORM=xcb but DISPLAY is not set</source>
            <translation>QT_QPA_PLATFORM=xcb, mas DISPLAY não está definido</translation>
        </message>
        <message>
            <source>QT_QPA_PLATFORM={platform} but WAYLAND_DISPLAY is not set</source>
            <translation>QT_QPA_PLATFORM={platform}, mas WAYLAND_DISPLAY não está definido</translation>
        </message>
        <message>
            <source>no display to open a window on ({missing}); start it from a desktop session, or set QT_QPA_PLATFORM=offscreen for --self-test and --screenshot</source>
            <translation>não há tela onde abrir uma janela ({missing}); inicie o jogo a partir de uma sessão de área de trabalho ou defina QT_QPA_PLATFORM=offscreen para --self-test e --screenshot</translation>
        </message>
    </context>
    <context>
        <name>Custom</name>
        <message>
            <source>{name}: {width}x{height}, {mines} mines</source>
            <translation>{name}: {width}x{height}, {mines} minas</translation>
        </message>
        <message>
            <source>Your own</source>
            <translation>Seu próprio</translation>
        </message>
        <message>
            <source>Mines as a share of the cells: 12% is Beginner, 21% Expert</source>
            <translation>Minas como fração das casas: 12% é Iniciante, 21% Avançado</translation>
        </message>
        <message>
            <source>&amp;Density:</source>
            <translation>&amp;Densidade:</translation>
        </message>
        <message>
            <source>&amp;Start from:</source>
            <translation>&amp;Começar de:</translation>
        </message>
    </context>
    <context>
        <name>DataFolder</name>
        <message>
            <source>the files ({error})</source>
            <translation>os arquivos ({error})</translation>
        </message>
        <message>
            <source>left {names} in {old} (from an older version) because {folder} already has them; move them by hand to keep them</source>
            <translation>{names} ficaram em {old} (de uma versão antiga) porque {folder} já os tem; mova-os manualmente para mantê-los</translation>
        </message>
    </context>
    <context>
        <name>Dialogs</name>
        <message>
            <source>Width and height from 1 to {max_side}, with at least one side {min_side} or more: the first click and its neighbours never hold a mine. Up to all cells but those 9 can hold mines; boards 2 cells high or wide need an even number. Dense boards take longer to create.</source>
            <translation>Largura e altura de 1 a {max_side}, com pelo menos um lado de {min_side} ou mais: o primeiro clique e seus vizinhos nunca têm mina. Todas as casas menos essas 9 podem ter minas; tabuleiros com 2 casas de altura ou largura precisam de um número par de minas. Tabuleiros densos demoram mais para ser criados.</translation>
        </message>
        <message>
            <source>Enter the width as a whole number.</source>
            <translation>Digite a largura como número inteiro.</translation>
        </message>
        <message>
            <source>Enter the height as a whole number.</source>
            <translation>Digite a altura como número inteiro.</translation>
        </message>
        <message>
            <source>Enter the mines as a whole number.</source>
            <translation>Digite as minas como número inteiro.</translation>
        </message>
        <message>
            <source>The width must be between 1 and {max_side}.</source>
            <translation>A largura deve ficar entre 1 e {max_side}.</translation>
        </message>
        <message>
            <source>The height must be between 1 and {max_side}.</source>
            <translation>A altura deve ficar entre 1 e {max_side}.</translation>
        </message>
        <message>
            <source>There must be at least one mine.</source>
            <translation>É preciso pelo menos uma mina.</translation>
        </message>
        <message>
            <source>Custom board</source>
            <translation>Tabuleiro personalizado</translation>
        </message>
        <message>
            <source>&amp;Width (columns):</source>
            <translation>&amp;Largura (colunas):</translation>
        </message>
        <message>
            <source>&amp;Height (rows):</source>
            <translation>&amp;Altura (linhas):</translation>
        </message>
        <message>
            <source>&amp;Mines:</source>
            <translation>&amp;Minas:</translation>
        </message>
        <message>
            <source>Board creation took too long</source>
            <translation>A criação do tabuleiro demorou demais</translation>
        </message>
        <message>
            <source>No guess-free {width}x{height} board with {mines} mines was found within {seconds} seconds.</source>
            <translation>Nenhum tabuleiro {width}x{height} com {mines} minas sem chute foi encontrado em {seconds} segundos.</translation>
        </message>
        <message>
            <source>Dense boards are hard to create.</source>
            <translation>Tabuleiros densos são difíceis de criar.</translation>
        </message>
        <message>
            <source>Boards of logic grade “{grade}” are rare at this size: Game &gt; Logic &gt; Any finds one sooner.</source>
            <translation>Tabuleiros de grau lógico “{grade}” são raros neste tamanho: Jogo &gt; Lógica &gt; Qualquer encontra um mais rápido.</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Tentar de novo</translation>
        </message>
        <message numerus="yes">
            <source>Use %n mine(s)</source>
            <translation>
                <numerusform>Usar %n mina</numerusform>
                <numerusform>Usar %n minas</numerusform>
            </translation>
        </message>
        <message>
            <source>Open board id</source>
            <translation>Abrir ID de tabuleiro</translation>
        </message>
        <message>
            <source>Board id (from Game &gt; Copy board id):</source>
            <translation>ID do tabuleiro (de Jogo &gt; Copiar ID do tabuleiro):</translation>
        </message>
    </context>
    <context>
        <name>Fonts</name>
        <message>
            <source>{language} text needs a font that is not installed: the game would show boxes for letters such as {missing}. This run is in English. To play in {language}, install {packages}, then start the game again.</source>
            <translation>Textos em {language} precisam de uma fonte que não está instalada: o jogo mostraria quadrados no lugar de caracteres como {missing}. Esta sessão está em inglês. Para jogar em {language}, instale {packages} e inicie o jogo de novo.</translation>
        </message>
    </context>
    <context>
        <name>Grades</name>
        <message>
            <source>one number</source>
            <translation>um número</translation>
        </message>
        <message>
            <source>two numbers</source>
            <translation>dois números</translation>
        </message>
        <message>
            <source>three+ numbers</source>
            <translation>três+ números</translation>
        </message>
        <message>
            <source>mine count</source>
            <translation>contagem de minas</translation>
        </message>
        <message>
            <source>any</source>
            <translation>qualquer</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>fácil</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>difícil</translation>
        </message>
        <message>
            <source>hardest</source>
            <translation>o mais difícil</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <source>Time</source>
            <translation>Tempo</translation>
        </message>
        <message>
            <source>Seconds from the first click to the last; the clock stops while paused.</source>
            <translation>Segundos do primeiro ao último clique; o relógio para durante a pausa.</translation>
        </message>
        <message>
            <source>The board's difficulty in clicks: the fewest clicks that clear it without flags (each opening counts once, plus every number not next to an opening).</source>
            <translation>A dificuldade do tabuleiro em cliques: o menor número de cliques que o limpa sem bandeiras (cada abertura conta uma vez, mais cada número que não está ao lado de uma abertura).</translation>
        </message>
        <message>
            <source>3BV divided by your time: your speed, fair across easy and hard boards.</source>
            <translation>3BV dividido pelo seu tempo: sua velocidade, justa entre tabuleiros fáceis e difíceis.</translation>
        </message>
        <message>
            <source>Clicks</source>
            <translation>Cliques</translation>
        </message>
        <message>
            <source>Every click you made: opens, flags and chords.</source>
            <translation>Cada clique que você deu: aberturas, bandeiras e acordes.</translation>
        </message>
        <message>
            <source>Efficiency</source>
            <translation>Eficiência</translation>
        </message>
        <message>
            <source>3BV divided by your clicks, as a percentage: 100% means no click was wasted (chording can take it above 100%).</source>
            <translation>3BV dividido pelos seus cliques, em porcentagem: 100% significa que nenhum clique foi desperdiçado (acordes podem passar de 100%).</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>Dicas</translation>
        </message>
        <message>
            <source>On how many positions you asked for a hint or a flag check (pressing again on the same position does not count again).</source>
            <translation>Em quantas posições você pediu uma dica ou uma verificação de bandeiras (pressionar de novo na mesma posição não conta outra vez).</translation>
        </message>
        <message>
            <source>Logic</source>
            <translation>Lógica</translation>
        </message>
        <message>
            <source>The hardest reasoning the board needs: one number (each step follows from one number), two numbers (two numbers read together), or three+ numbers or the mine count.</source>
            <translation>O raciocínio mais difícil que o tabuleiro exige: um número (cada passo segue de um número), dois números (lidos juntos), ou três+ números ou a contagem de minas.</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Posição</translation>
        </message>
        <message>
            <source>Where this time stands among your wins at this level without help.</source>
            <translation>Onde este tempo fica entre suas vitórias neste nível sem ajuda.</translation>
        </message>
        <message>
            <source>Chord</source>
            <translation>Acorde</translation>
        </message>
        <message>
            <source>Clicking a number whose mines are all flagged opens every other cell around it.</source>
            <translation>Clicar em um número cujas minas estão todas marcadas com bandeira abre todas as outras casas em volta dele.</translation>
        </message>
        <message>
            <source>Open every cell that is not a mine. A number tells how many of the eight cells around it hide a mine. Right-click (or F) puts a flag on a cell you know is a mine. Your first click is always an opening, and every board can be solved by logic alone: you never have to guess.</source>
            <translation>Abra todas as casas que não são minas. Um número diz quantas das oito casas em volta dele escondem uma mina. O clique direito (ou F) põe uma bandeira numa casa que você sabe que é mina. Seu primeiro clique sempre abre uma área, e todo tabuleiro pode ser resolvido só com lógica: você nunca precisa chutar.</translation>
        </message>
        <message>
            <source>Hint (H) teaches rather than plays: each press on the same position says a little more. First it checks your flags, then it shows where progress is possible, then which cell and why, in words, and only at the end makes the move for you. Check flags (C) says whether your flags are right. A game with hints is not ranked for best times.</source>
            <translation>Dica (H) ensina em vez de jogar: cada toque na mesma posição diz um pouco mais. Primeiro verifica suas bandeiras, depois mostra onde dá para avançar, depois qual casa e por quê, em palavras, e só no fim faz a jogada por você. Verificar bandeiras (C) diz se suas bandeiras estão certas. Um jogo com dicas não entra nos melhores tempos.</translation>
        </message>
        <message>
            <source>Arrows, Space, F</source>
            <translation>Setas, Espaço, F</translation>
        </message>
        <message>
            <source>move the cursor, open, flag</source>
            <translation>mover o cursor, abrir, marcar bandeira</translation>
        </message>
        <message>
            <source>hint, check flags</source>
            <translation>dica, verificar bandeiras</translation>
        </message>
        <message>
            <source>pause (the board is hidden, the clock stops)</source>
            <translation>pausa (o tabuleiro fica oculto, o relógio para)</translation>
        </message>
        <message>
            <source>new game</source>
            <translation>novo jogo</translation>
        </message>
        <message>
            <source>after a game: undo, retry, review, mines or before</source>
            <translation>depois de um jogo: desfazer, repetir, revisar, minas ou antes</translation>
        </message>
        <message>
            <source>from the board to the buttons and back</source>
            <translation>do tabuleiro para os botões e de volta</translation>
        </message>
        <message>
            <source>read the cursor's cell, its row and column, the cells around it</source>
            <translation>ler a casa do cursor, sua linha e coluna, as casas em volta</translation>
        </message>
        <message>
            <source>read the mines left, the time, the last announcement again</source>
            <translation>ler as minas restantes, o tempo, o último aviso de novo</translation>
        </message>
        <message>
            <source>read the cursor's whole row, its whole column</source>
            <translation>ler a linha inteira do cursor, a coluna inteira</translation>
        </message>
        <message>
            <source>jump to the last hint's cell, the next covered cell, the next covered cell beside a number</source>
            <translation>pular para a casa da última dica, a próxima casa coberta, a próxima casa coberta ao lado de um número</translation>
        </message>
        <message>
            <source>G, a row and a column, Enter</source>
            <translation>G, uma linha e uma coluna, Enter</translation>
        </message>
        <message>
            <source>go to that cell (G 3 5 Enter: row 3, column 5)</source>
            <translation>ir para essa casa (G 3 5 Enter: linha 3, coluna 5)</translation>
        </message>
        <message>
            <source>in a replay: the previous or next click, the previous or next mouse event, play or pause, where the replay is (each step is said)</source>
            <translation>num replay: o clique anterior ou seguinte, o evento de mouse anterior ou seguinte, reproduzir ou pausar, onde o replay está (cada passo é anunciado)</translation>
        </message>
        <message>
            <source>in a review: one move back or on, ten moves back or on, the first or the last move (each move and its judgement is said)</source>
            <translation>numa revisão: uma jogada para trás ou para a frente, dez jogadas para trás ou para a frente, a primeira ou a última jogada (cada jogada e seu julgamento são anunciados)</translation>
        </message>
        <message>
            <source>With a screen reader every move is said as it happens. Options &gt; Brief announcements keeps each announcement to its first sentence; A repeats the last one.</source>
            <translation>Com um leitor de tela, cada jogada é anunciada assim que acontece. Opções &gt; Avisos breves deixa cada aviso na primeira frase; A repete o último.</translation>
        </message>
        <message>
            <source>a flag: you say a mine is here</source>
            <translation>uma bandeira: você diz que aqui há uma mina</translation>
        </message>
        <message>
            <source>a question mark (Options &gt; Question marks): not sure yet</source>
            <translation>um ponto de interrogação (Opções &gt; Pontos de interrogação): ainda não tem certeza</translation>
        </message>
        <message>
            <source>a mine, shown when the game ends</source>
            <translation>uma mina, mostrada quando o jogo termina</translation>
        </message>
        <message>
            <source>The board's pictures</source>
            <translation>As figuras do tabuleiro</translation>
        </message>
        <message>
            <source>Marks on the board</source>
            <translation>Marcas no tabuleiro</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>Teclas</translation>
        </message>
        <message>
            <source>Words of the counters and the summary</source>
            <translation>Palavras dos contadores e do resumo</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>Como jogar</translation>
        </message>
        <message>
            <source>Hints, flag checks and the loss explanation mark cells; each mark differs in colour and in its frame, so it reads without colour too. The legend under the board names the marks shown.</source>
            <translation>Dicas, verificações de bandeiras e a explicação da derrota marcam casas; cada marca difere na cor e na moldura, então dá para ler sem cor também. A legenda abaixo do tabuleiro nomeia as marcas mostradas.</translation>
        </message>
        <message>
            <source>Mines left: the mines on the board minus your flags (below zero when there are more flags than mines).</source>
            <translation>Minas restantes: as minas do tabuleiro menos suas bandeiras (abaixo de zero quando há mais bandeiras que minas).</translation>
        </message>
        <message>
            <source>Seconds played, up to 999. The clock stops while the game is paused (P).</source>
            <translation>Segundos jogados, até 999. O relógio para enquanto o jogo está em pausa (P).</translation>
        </message>
        <message>
            <source>New game (F2). The face shows how the game stands: smiling while you play, surprised while you press, glasses on a win, crosses on a loss.</source>
            <translation>Novo jogo (F2). A carinha mostra como está o jogo: sorrindo enquanto você joga, surpresa enquanto você pressiona, de óculos escuros na vitória, com olhos de X na derrota.</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>the {value} at {cell}</source>
            <translation>o {value} na {cell}</translation>
        </message>
        <message>
            <source>{number} has no mines around it, so {cell} is safe.</source>
            <translation>{number} não tem minas em volta, então a casa na {cell} é segura.</translation>
        </message>
        <message numerus="yes">
            <source>{number} already has its %n mine(s) flagged, so its other covered cells are safe, including {cell}.</source>
            <translation>
                <numerusform>{number} já tem sua %n mina marcada, então suas outras casas cobertas são seguras, incluindo a casa na {cell}.</numerusform>
                <numerusform>{number} já tem suas %n minas marcadas, então suas outras casas cobertas são seguras, incluindo a casa na {cell}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{number} touches exactly %n covered cell(s)</source>
            <translation>
                <numerusform>{number} toca exatamente %n casa coberta</numerusform>
                <numerusform>{number} toca exatamente %n casas cobertas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{number} has {flagged} flagged and needs {more}; it touches exactly %n other covered cell(s)</source>
            <translation>
                <numerusform>{number} tem {flagged} com bandeira e precisa de {more}; toca exatamente %n outra casa coberta</numerusform>
                <numerusform>{number} tem {flagged} com bandeira e precisa de {more}; toca exatamente %n outras casas cobertas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more</source>
            <translation>
                <numerusform>mais %n</numerusform>
                <numerusform>mais %n</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}, so {cell} is a mine.</source>
            <translation>{head}, então a casa na {cell} é uma mina.</translation>
        </message>
        <message>
            <source>{head}, so both are mines: {cell} is a mine.</source>
            <translation>{head}, então as duas são minas: a casa na {cell} é uma mina.</translation>
        </message>
        <message>
            <source>{head}, so all of them are mines: {cell} is a mine.</source>
            <translation>{head}, então todas são minas: a casa na {cell} é uma mina.</translation>
        </message>
        <message numerus="yes">
            <source>Every covered cell around {a} also touches {b}, so the %n more mine(s) it needs (is|are) next to both numbers.</source>
            <translation>
                <numerusform>{a} só tem em volta casas cobertas que também tocam {b}, então a %n mina que falta está ao lado dos dois números.</numerusform>
                <numerusform>{a} só tem em volta casas cobertas que também tocam {b}, então as %n minas que faltam estão ao lado dos dois números.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Every covered cell around {a} also touches {b}, so the %n mine(s) it needs (is|are) next to both numbers.</source>
            <translation>
                <numerusform>{a} só tem em volta casas cobertas que também tocam {b}, então a %n mina de que precisa está ao lado dos dois números.</numerusform>
                <numerusform>{a} só tem em volta casas cobertas que também tocam {b}, então as %n minas de que precisa estão ao lado dos dois números.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{a} needs {needs} but has only {away} away from {b}, so at least %n mine(s) (is|are) next to both numbers.</source>
            <translation>
                <numerusform>{a} precisa de {needs}, mas só tem {away} em casas que {b} não toca, então pelo menos %n mina está ao lado dos dois números.</numerusform>
                <numerusform>{a} precisa de {needs}, mas só tem {away} em casas que {b} não toca, então pelo menos %n minas estão ao lado dos dois números.</numerusform>
            </translation>
        </message>
        <message>
            <source>That is all {b} still needs, so its other covered cells are safe, including {cell}.</source>
            <translation>Isso é tudo de que {b} ainda precisa, então suas outras casas cobertas são seguras, incluindo a casa na {cell}.</translation>
        </message>
        <message>
            <source>That is all {b} needs, so its other covered cells are safe, including {cell}.</source>
            <translation>Isso é tudo de que {b} precisa, então suas outras casas cobertas são seguras, incluindo a casa na {cell}.</translation>
        </message>
        <message numerus="yes">
            <source>%n covered cell(s)</source>
            <translation>
                <numerusform>%n casa coberta</numerusform>
                <numerusform>%n casas cobertas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{a} needs only {needs}, so the cells it shares with {b} hold at most %n mine(s).</source>
            <translation>
                <numerusform>{a} precisa só de {needs}, então as casas que divide com {b} têm no máximo %n mina.</numerusform>
                <numerusform>{a} precisa só de {needs}, então as casas que divide com {b} têm no máximo %n minas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{b} needs {needs}, so its %n other covered cell(s) must hold the rest: {cell} is a mine.</source>
            <translation>
                <numerusform>{b} precisa de {needs}, então sua %n outra casa coberta deve ter o resto: a casa na {cell} é uma mina.</numerusform>
                <numerusform>{b} precisa de {needs}, então suas %n outras casas cobertas devem ter o resto: a casa na {cell} é uma mina.</numerusform>
            </translation>
        </message>
        <message>
            <source>Suppose {cell} were safe.</source>
            <translation>Suponha que a casa na {cell} fosse segura.</translation>
        </message>
        <message>
            <source>Suppose {cell} were a mine.</source>
            <translation>Suponha que a casa na {cell} fosse uma mina.</translation>
        </message>
        <message>
            <source>Then {number} makes {cells} safe.</source>
            <translation>Então {number} torna {cells} segura.</translation>
        </message>
        <message>
            <source>Then {number} makes {cells} a mine.</source>
            <translation>Então {number} torna {cells} uma mina.</translation>
        </message>
        <message>
            <source>Then {number} makes {cells} mines.</source>
            <translation>Então {number} torna {cells} minas.</translation>
        </message>
        <message>
            <source>But then {number} would have too many mines.</source>
            <translation>Mas então {number} teria minas demais.</translation>
        </message>
        <message>
            <source>But then {number} would have too few mines.</source>
            <translation>Mas então {number} teria minas de menos.</translation>
        </message>
        <message>
            <source>So {cell} is a mine.</source>
            <translation>Então a casa na {cell} é uma mina.</translation>
        </message>
        <message>
            <source>So {cell} is safe.</source>
            <translation>Então a casa na {cell} é segura.</translation>
        </message>
        <message numerus="yes">
            <source>Try every way to place mines around {numbers} that fits all %n number(s): {cell} is a mine in each of them.</source>
            <translation>
                <numerusform>Tente todos os jeitos de pôr minas em volta de {numbers} que se encaixam no %n número: a casa na {cell} é uma mina em cada um deles.</numerusform>
                <numerusform>Tente todos os jeitos de pôr minas em volta de {numbers} que se encaixam em todos os %n números: a casa na {cell} é uma mina em cada um deles.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Try every way to place mines around {numbers} that fits all %n number(s): {cell} is safe in each of them.</source>
            <translation>
                <numerusform>Tente todos os jeitos de pôr minas em volta de {numbers} que se encaixam no %n número: a casa na {cell} é segura em cada um deles.</numerusform>
                <numerusform>Tente todos os jeitos de pôr minas em volta de {numbers} que se encaixam em todos os %n números: a casa na {cell} é segura em cada um deles.</numerusform>
            </translation>
        </message>
        <message>
            <source>Try every way to place mines around the {count} highlighted numbers that fits all of them: {cell} is a mine in each of them.</source>
            <translation>Tente todos os jeitos de pôr minas em volta dos {count} números destacados que se encaixam em todos eles: a casa na {cell} é uma mina em cada um deles.</translation>
        </message>
        <message>
            <source>Try every way to place mines around the {count} highlighted numbers that fits all of them: {cell} is safe in each of them.</source>
            <translation>Tente todos os jeitos de pôr minas em volta dos {count} números destacados que se encaixam em todos eles: a casa na {cell} é segura em cada um deles.</translation>
        </message>
        <message>
            <source>(Finding the easiest step takes too long here, so this uses {count} numbers around it; a smaller set may also work.)</source>
            <translation>(Achar o passo mais fácil demora demais aqui, então isto usa os {count} números em volta; um conjunto menor também pode servir.)</translation>
        </message>
        <message>
            <source>(This uses the {count} numbers around it; a smaller set may also work.)</source>
            <translation>(Isto usa os {count} números em volta; um conjunto menor também pode servir.)</translation>
        </message>
        <message>
            <source>There are no mines</source>
            <translation>Não há minas</translation>
        </message>
        <message numerus="yes">
            <source>%n mine(s) (is|are) left</source>
            <translation>
                <numerusform>Resta %n mina</numerusform>
                <numerusform>Restam %n minas</numerusform>
            </translation>
        </message>
        <message>
            <source>The only mine is accounted for by the highlighted numbers</source>
            <translation>A única mina é explicada pelos números destacados</translation>
        </message>
        <message>
            <source>The only mine is accounted for</source>
            <translation>A única mina está explicada</translation>
        </message>
        <message>
            <source>All {total} mines are accounted for by the highlighted numbers</source>
            <translation>Todas as {total} minas são explicadas pelos números destacados</translation>
        </message>
        <message>
            <source>All {total} mines are accounted for</source>
            <translation>Todas as {total} minas estão explicadas</translation>
        </message>
        <message>
            <source>All but {left} of the {total} mines are accounted for by the highlighted numbers</source>
            <translation>Todas menos {left} das {total} minas são explicadas pelos números destacados</translation>
        </message>
        <message>
            <source>All but {left} of the {total} mines are accounted for</source>
            <translation>Todas menos {left} das {total} minas estão explicadas</translation>
        </message>
        <message>
            <source>{head}, so every covered cell is safe, including {cell}.</source>
            <translation>{head}, então toda casa coberta é segura, incluindo a casa na {cell}.</translation>
        </message>
        <message>
            <source>{head}, so every other covered cell is safe, including {cell}.</source>
            <translation>{head}, então toda outra casa coberta é segura, incluindo a casa na {cell}.</translation>
        </message>
        <message>
            <source>{head}, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>{head}, então toda casa coberta que não toca nenhum número é segura, incluindo a casa na {cell}.</translation>
        </message>
        <message numerus="yes">
            <source>{head}, which need at least %n more mine(s) among their covered cells, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>
                <numerusform>{head}, que precisam de pelo menos mais %n mina entre suas casas cobertas, então toda casa coberta que não toca nenhum número é segura, incluindo a casa na {cell}.</numerusform>
                <numerusform>{head}, que precisam de pelo menos mais %n minas entre suas casas cobertas, então toda casa coberta que não toca nenhum número é segura, incluindo a casa na {cell}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{head}, and the highlighted numbers need at least %n mine(s) among their covered cells, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>
                <numerusform>{head}, e os números destacados precisam de pelo menos %n mina entre suas casas cobertas, então toda casa coberta que não toca nenhum número é segura, incluindo a casa na {cell}.</numerusform>
                <numerusform>{head}, e os números destacados precisam de pelo menos %n minas entre suas casas cobertas, então toda casa coberta que não toca nenhum número é segura, incluindo a casa na {cell}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}, and (it|they) can only go next to the highlighted numbers, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>{head}, e só podem ficar ao lado dos números destacados, então toda casa coberta que não toca nenhum número é segura, incluindo a casa na {cell}.</translation>
        </message>
        <message numerus="yes">
            <source>{head}. The highlighted numbers leave room for at most %n mine(s) among their covered cells, so the only covered cell that touches no number, {cell}, is a mine.</source>
            <translation>
                <numerusform>{head}. Os números destacados deixam espaço para no máximo %n mina entre suas casas cobertas, então a única casa coberta que não toca nenhum número, a casa na {cell}, é uma mina.</numerusform>
                <numerusform>{head}. Os números destacados deixam espaço para no máximo %n minas entre suas casas cobertas, então a única casa coberta que não toca nenhum número, a casa na {cell}, é uma mina.</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}. So the only covered cell that touches no number, {cell}, is a mine.</source>
            <translation>{head}. Então a única casa coberta que não toca nenhum número, a casa na {cell}, é uma mina.</translation>
        </message>
        <message numerus="yes">
            <source>{head}. The highlighted numbers leave room for at most {room} among their covered cells, so the %n covered cells that touch no number are all mines: {cell} is a mine.</source>
            <translation>
                <numerusform>{head}. Os números destacados deixam espaço para no máximo {room} entre suas casas cobertas, então a %n casa coberta que não toca nenhum número é mina: a casa na {cell} é uma mina.</numerusform>
                <numerusform>{head}. Os números destacados deixam espaço para no máximo {room} entre suas casas cobertas, então as %n casas cobertas que não tocam nenhum número são todas minas: a casa na {cell} é uma mina.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{head}. So the %n covered cells that touch no number are all mines: {cell} is a mine.</source>
            <translation>
                <numerusform>{head}. Então a %n casa coberta que não toca nenhum número é mina: a casa na {cell} é uma mina.</numerusform>
                <numerusform>{head}. Então as %n casas cobertas que não tocam nenhum número são todas minas: a casa na {cell} é uma mina.</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fits the count; with that, {cell} is always a mine.</source>
            <translation>{head}. Os números destacados em volta da casa na {cell} permitem {allowed} minas entre suas casas cobertas, mas só {fits} se encaixa na contagem; com isso, a casa na {cell} é sempre uma mina.</translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fits the count; with that, {cell} is always safe.</source>
            <translation>{head}. Os números destacados em volta da casa na {cell} permitem {allowed} minas entre suas casas cobertas, mas só {fits} se encaixa na contagem; com isso, a casa na {cell} é sempre segura.</translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fit the count; with that, {cell} is always a mine.</source>
            <translation>{head}. Os números destacados em volta da casa na {cell} permitem {allowed} minas entre suas casas cobertas, mas só {fits} se encaixam na contagem; com isso, a casa na {cell} é sempre uma mina.</translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fit the count; with that, {cell} is always safe.</source>
            <translation>{head}. Os números destacados em volta da casa na {cell} permitem {allowed} minas entre suas casas cobertas, mas só {fits} se encaixam na contagem; com isso, a casa na {cell} é sempre segura.</translation>
        </message>
        <message>
            <source>{head}. Counting the mines left against every way the highlighted numbers allow, {cell} is a mine.</source>
            <translation>{head}. Comparando as minas restantes com todos os jeitos que os números destacados permitem, a casa na {cell} é uma mina.</translation>
        </message>
        <message>
            <source>{head}. Counting the mines left against every way the highlighted numbers allow, {cell} is safe.</source>
            <translation>{head}. Comparando as minas restantes com todos os jeitos que os números destacados permitem, a casa na {cell} é segura.</translation>
        </message>
        <message numerus="yes">
            <source>%n number(s) (has|have) more flags around (it|them) than (its value|their values).</source>
            <translation>
                <numerusform>%n número tem mais bandeiras em volta do que seu valor.</numerusform>
                <numerusform>%n números têm mais bandeiras em volta do que seus valores.</numerusform>
            </translation>
        </message>
        <message>
            <source>no mine</source>
            <translation>nenhuma mina</translation>
        </message>
        <message numerus="yes">
            <source>only %n mine(s)</source>
            <translation>
                <numerusform>só %n mina</numerusform>
                <numerusform>só %n minas</numerusform>
            </translation>
        </message>
        <message>
            <source>so the flag is wrong</source>
            <translation>então a bandeira está errada</translation>
        </message>
        <message>
            <source>so all of these flags are wrong</source>
            <translation>então todas essas bandeiras estão erradas</translation>
        </message>
        <message numerus="yes">
            <source>so at least %n of these flags (is|are) wrong</source>
            <translation>
                <numerusform>então pelo menos %n dessas bandeiras está errada</numerusform>
                <numerusform>então pelo menos %n dessas bandeiras estão erradas</numerusform>
            </translation>
        </message>
        <message>
            <source>{number} has {flags} around it, at {cells}, but {room}, {verdict}.</source>
            <translation>{number} tem {flags} em volta, em {cells}, mas {room}, {verdict}.</translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s)</source>
            <translation>
                <numerusform>%n bandeira</numerusform>
                <numerusform>%n bandeiras</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more number(s) (has|have) too many flags as well.</source>
            <translation>
                <numerusform>Mais %n número também tem bandeiras demais.</numerusform>
                <numerusform>Mais %n números também têm bandeiras demais.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) (is|are) wrong.</source>
            <translation>
                <numerusform>%n bandeira está errada.</numerusform>
                <numerusform>%n bandeiras estão erradas.</numerusform>
            </translation>
        </message>
        <message>
            <source>The flag at {cells} is on a safe cell: the numbers prove there is no mine there.</source>
            <translation>A bandeira em {cells} está numa casa segura: os números provam que não há mina ali.</translation>
        </message>
        <message>
            <source>The flags at {cells} are on safe cells: the numbers prove there are no mines there.</source>
            <translation>As bandeiras em {cells} estão em casas seguras: os números provam que não há minas ali.</translation>
        </message>
        <message>
            <source>Press Hint again and I will remove the flag at {cell}.</source>
            <translation>Pressione Dica de novo e eu tiro a bandeira da casa na {cell}.</translation>
        </message>
        <message>
            <source>Removing the flag at {cell}.</source>
            <translation>Tirando a bandeira da casa na {cell}.</translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) cannot be proven yet; (it|they) may be wrong.</source>
            <translation>
                <numerusform>%n bandeira ainda não pode ser provada; pode estar errada.</numerusform>
                <numerusform>%n bandeiras ainda não podem ser provadas; podem estar erradas.</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing proves the flag at {cells} yet: it may be wrong.</source>
            <translation>Nada prova ainda a bandeira em {cells}: pode estar errada.</translation>
        </message>
        <message>
            <source>Nothing proves the flags at {cells} yet: each may be wrong.</source>
            <translation>Nada prova ainda as bandeiras em {cells}: cada uma pode estar errada.</translation>
        </message>
        <message>
            <source>These numbers cannot all be right: no arrangement of exactly {total} mines fits them.</source>
            <translation>Esses números não podem estar todos certos: nenhuma disposição de exatamente {total} minas se encaixa neles.</translation>
        </message>
        <message>
            <source>These numbers cannot all be right: no arrangement of mines fits the numbers around {cell}.</source>
            <translation>Esses números não podem estar todos certos: nenhuma disposição de minas se encaixa nos números em volta da casa na {cell}.</translation>
        </message>
        <message>
            <source>You can open a cell by counting the mines that are left, with the help of the highlighted numbers.</source>
            <translation>Você pode abrir uma casa contando as minas que restam, com a ajuda dos números destacados.</translation>
        </message>
        <message>
            <source>You can open a cell by counting the mines that are left.</source>
            <translation>Você pode abrir uma casa contando as minas que restam.</translation>
        </message>
        <message>
            <source>You can open a cell in the highlighted area: one number there tells you enough.</source>
            <translation>Você pode abrir uma casa na área destacada: um número ali já diz o bastante.</translation>
        </message>
        <message numerus="yes">
            <source>You can open a cell in the highlighted area: %n numbers there together tell you enough.</source>
            <translation>
                <numerusform>Você pode abrir uma casa na área destacada: %n número ali diz o bastante.</numerusform>
                <numerusform>Você pode abrir uma casa na área destacada: %n números ali juntos dizem o bastante.</numerusform>
            </translation>
        </message>
        <message>
            <source>You can make progress by counting the mines that are left, with the help of the highlighted numbers.</source>
            <translation>Você pode avançar contando as minas que restam, com a ajuda dos números destacados.</translation>
        </message>
        <message>
            <source>You can make progress by counting the mines that are left.</source>
            <translation>Você pode avançar contando as minas que restam.</translation>
        </message>
        <message>
            <source>You can make progress in the highlighted area: one number there tells you enough.</source>
            <translation>Você pode avançar na área destacada: um número ali já diz o bastante.</translation>
        </message>
        <message numerus="yes">
            <source>You can make progress in the highlighted area: %n numbers there together tell you enough.</source>
            <translation>
                <numerusform>Você pode avançar na área destacada: %n número ali diz o bastante.</numerusform>
                <numerusform>Você pode avançar na área destacada: %n números ali juntos dizem o bastante.</numerusform>
            </translation>
        </message>
        <message>
            <source>(A full check of this position takes too long, so this hint uses only nearby numbers.)</source>
            <translation>(Uma verificação completa desta posição demora demais, então esta dica usa só os números próximos.)</translation>
        </message>
        <message>
            <source>Look at {cell}: the highlighted numbers and the mine count prove whether it is safe or a mine.</source>
            <translation>Olhe para a casa na {cell}: os números destacados e a contagem de minas provam se é segura ou mina.</translation>
        </message>
        <message>
            <source>Look at {cell}: the mine count proves whether it is safe or a mine.</source>
            <translation>Olhe para a casa na {cell}: a contagem de minas prova se é segura ou mina.</translation>
        </message>
        <message>
            <source>Look at {cell}: the highlighted number proves whether it is safe or a mine.</source>
            <translation>Olhe para a casa na {cell}: o número destacado prova se é segura ou mina.</translation>
        </message>
        <message>
            <source>Look at {cell}: the highlighted numbers prove whether it is safe or a mine.</source>
            <translation>Olhe para a casa na {cell}: os números destacados provam se é segura ou mina.</translation>
        </message>
        <message>
            <source>Press Hint again and I will flag {cell} for you.</source>
            <translation>Pressione Dica de novo e eu marco a casa na {cell} com bandeira para você.</translation>
        </message>
        <message>
            <source>Press Hint again and I will open {cell} for you.</source>
            <translation>Pressione Dica de novo e eu abro a casa na {cell} para você.</translation>
        </message>
        <message>
            <source>Flagging {cell}.</source>
            <translation>Marcando a casa na {cell} com bandeira.</translation>
        </message>
        <message>
            <source>Opening {cell}.</source>
            <translation>Abrindo a casa na {cell}.</translation>
        </message>
        <message>
            <source>Every covered cell left is a mine: the board is solved. Well done!</source>
            <translation>Toda casa coberta que resta é mina: o tabuleiro está resolvido. Muito bem!</translation>
        </message>
        <message>
            <source>No covered cell can be proven safe right now, so the next move is a guess. Try the cell with the best odds.</source>
            <translation>Nenhuma casa coberta pode ser provada segura agora, então a próxima jogada é um chute. Tente a casa com as melhores chances.</translation>
        </message>
        <message>
            <source>No covered cell can be proven safe or a mine right now, so the next move is a guess. Try the cell with the best odds.</source>
            <translation>Nenhuma casa coberta pode ser provada segura ou mina agora, então a próxima jogada é um chute. Tente a casa com as melhores chances.</translation>
        </message>
        <message>
            <source>This position takes too long to check, and no small group of numbers proves anything. Press Hint again to let me think longer.</source>
            <translation>Esta posição demora demais para verificar, e nenhum grupo pequeno de números prova nada. Pressione Dica de novo para eu pensar mais.</translation>
        </message>
        <message>
            <source>You have not placed any flags, so there is nothing to check.</source>
            <translation>Você não pôs nenhuma bandeira, então não há nada para verificar.</translation>
        </message>
        <message>
            <source>No flag is provably wrong, but checking every flag takes too long here.</source>
            <translation>Nenhuma bandeira está comprovadamente errada, mas verificar todas demora demais aqui.</translation>
        </message>
        <message>
            <source>Your flag is a proven mine.</source>
            <translation>Sua bandeira está numa mina comprovada.</translation>
        </message>
        <message>
            <source>Both your flags are proven mines.</source>
            <translation>Suas duas bandeiras estão em minas comprovadas.</translation>
        </message>
        <message numerus="yes">
            <source>All %n flags are proven mines.</source>
            <translation>
                <numerusform>Sua %n bandeira está numa mina comprovada.</numerusform>
                <numerusform>Todas as %n bandeiras estão em minas comprovadas.</numerusform>
            </translation>
        </message>
        <message>
            <source>Checking the other flags takes too long here.</source>
            <translation>Verificar as outras bandeiras demora demais aqui.</translation>
        </message>
        <message numerus="yes">
            <source>%n more mine(s)</source>
            <translation>
                <numerusform>mais %n mina</numerusform>
                <numerusform>mais %n minas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mine(s)</source>
            <translation>
                <numerusform>%n mina</numerusform>
                <numerusform>%n minas</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>KeptGame</name>
        <message>
            <source>Your game from last time was not resumed: its file {file} cannot be moved ({cause}), so it would come back at every start. Move or delete it by hand.</source>
            <translation>Seu jogo da última vez não foi retomado: o arquivo {file} não pode ser movido ({cause}), então voltaria a cada início. Mova-o ou apague-o manualmente.</translation>
        </message>
        <message>
            <source>Your game from last time could not be played on (the file is damaged or was changed); it was kept as {file} in {folder}, and a new game starts.</source>
            <translation>Seu jogo da última vez não pôde continuar (o arquivo está danificado ou foi alterado); ele foi guardado como {file} em {folder}, e um novo jogo começa.</translation>
        </message>
        <message>
            <source>the file or its folder is read-only</source>
            <translation>o arquivo ou sua pasta é somente leitura</translation>
        </message>
        <message>
            <source>The game in progress ({level}, {seconds} s played) could not be kept for the next start: {cause}.</source>
            <translation>O jogo em andamento ({level}, {seconds} s jogados) não pôde ser guardado para a próxima vez: {cause}.</translation>
        </message>
        <message>
            <source>Free some space or make the folder writable, then press Try again. If you close now, what is named above is lost.</source>
            <translation>Libere espaço ou torne a pasta gravável e pressione Tentar de novo. Se fechar agora, o que está descrito acima se perde.</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Tentar de novo</translation>
        </message>
        <message>
            <source>Keep the window open</source>
            <translation>Manter a janela aberta</translation>
        </message>
        <message>
            <source>Close and lose it</source>
            <translation>Fechar e perdê-lo</translation>
        </message>
    </context>
    <context>
        <name>Legend</name>
        <message>
            <source>the mine you hit</source>
            <translation>a mina que você atingiu</translation>
        </message>
        <message>
            <source>the cell the hint is about</source>
            <translation>a casa de que a dica fala</translation>
        </message>
        <message>
            <source>safe: open it</source>
            <translation>segura: abra</translation>
        </message>
        <message>
            <source>a mine: flag it</source>
            <translation>uma mina: marque com bandeira</translation>
        </message>
        <message>
            <source>the numbers that prove it</source>
            <translation>os números que provam</translation>
        </message>
        <message>
            <source>the numbers the reason uses</source>
            <translation>os números que a explicação usa</translation>
        </message>
        <message>
            <source>cells a supposition decides</source>
            <translation>casas que uma suposição decide</translation>
        </message>
        <message>
            <source>a flag on a safe cell</source>
            <translation>uma bandeira numa casa segura</translation>
        </message>
        <message>
            <source>a flag nothing proves yet</source>
            <translation>uma bandeira que nada prova ainda</translation>
        </message>
        <message>
            <source>a number with too many flags</source>
            <translation>um número com bandeiras demais</translation>
        </message>
        <message>
            <source>one of these flags is wrong</source>
            <translation>uma destas bandeiras está errada</translation>
        </message>
        <message>
            <source>numbers that contradict</source>
            <translation>números que se contradizem</translation>
        </message>
    </context>
    <context>
        <name>Lessons</name>
        <message>
            <source>The rules</source>
            <translation>As regras</translation>
        </message>
        <message>
            <source>Some covered cells hide mines. Open every other cell to win; open a mine and the game is lost. An opened cell shows how many of its eight neighbours are mines. Right-click a cell you know is a mine, or press F on it, to flag it. On these boards logic always tells you a safe move: you never have to guess.</source>
            <translation>Algumas casas cobertas escondem minas. Abra todas as outras casas para vencer; abra uma mina e o jogo está perdido. Uma casa aberta mostra quantos dos seus oito vizinhos são minas. Clique com o botão direito numa casa que você sabe que é mina, ou pressione F nela, para marcá-la com bandeira. Nestes tabuleiros a lógica sempre mostra uma jogada segura: você nunca precisa chutar.</translation>
        </message>
        <message>
            <source>The first click</source>
            <translation>O primeiro clique</translation>
        </message>
        <message>
            <source>Your first click is always safe, and so are its neighbours, so it opens an area. A 0 opens its neighbours by itself. The numbers along the edge of that area are where the reasoning starts.</source>
            <translation>Seu primeiro clique é sempre seguro, assim como os vizinhos dele, então ele abre uma área. Um 0 abre seus vizinhos sozinho. Os números na borda dessa área são onde o raciocínio começa.</translation>
        </message>
        <message>
            <source>One number decides</source>
            <translation>Um número decide</translation>
        </message>
        <message>
            <source>When a number has as many covered neighbours as mines it still needs, all of them are mines; when it needs no more mines (its flags already count), the rest are safe. Find a cell one number decides, then open it (click or Space) or flag it (right-click or F).</source>
            <translation>Quando um número tem tantos vizinhos cobertos quanto minas que ainda precisa, todos são minas; quando não precisa de mais minas (suas bandeiras contam), o resto é seguro. Encontre uma casa que um número decide e abra (clique ou Espaço) ou marque com bandeira (clique direito ou F).</translation>
        </message>
        <message>
            <source>Two numbers together (1-1)</source>
            <translation>Dois números juntos (1-1)</translation>
        </message>
        <message>
            <source>No number decides anything alone here. But the corner 1 sees only cells its neighbour 1 also sees: the neighbour's one mine is among them, so its other covered cell is safe. Find a cell the two numbers decide together.</source>
            <translation>Aqui nenhum número decide nada sozinho. Mas o 1 do canto vê só casas que o 1 vizinho também vê: a única mina do vizinho está entre elas, então a outra casa coberta dele é segura. Encontre uma casa que os dois números decidem juntos.</translation>
        </message>
        <message>
            <source>Three numbers together</source>
            <translation>Três números juntos</translation>
        </message>
        <message>
            <source>Sometimes no one or two numbers decide anything and three do: try each way to place mines that fits all three, and a cell that comes out the same every time is decided. Flags count as mines.</source>
            <translation>Às vezes nenhum número sozinho nem dois decidem nada, e três decidem: tente cada jeito de pôr minas que se encaixa nos três, e uma casa que sai igual em todos está decidida. Bandeiras contam como minas.</translation>
        </message>
        <message>
            <source>The mine count</source>
            <translation>A contagem de minas</translation>
        </message>
        <message>
            <source>When the numbers decide nothing, count the mines. The counter shows how many there are in all; if the numbers already account for every one, each covered cell beyond them is safe.</source>
            <translation>Quando os números não decidem nada, conte as minas. O contador mostra quantas há ao todo; se os números já explicam todas, cada casa coberta além deles é segura.</translation>
        </message>
    </context>
    <context>
        <name>Levels</name>
        <message>
            <source>Custom {width}x{height}, {mines} mines</source>
            <translation>Personalizado {width}x{height}, {mines} minas</translation>
        </message>
        <message>
            <source>Beginner</source>
            <translation>Iniciante</translation>
        </message>
        <message>
            <source>Intermediate</source>
            <translation>Intermediário</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Avançado</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Personalizado</translation>
        </message>
        <message>
            <source>Unknown level {level}: use beginner, intermediate, expert or WxH/M, e.g. 30x16/99 (30 columns, 16 rows, 99 mines).</source>
            <translation>Nível desconhecido {level}: use beginner, intermediate, expert ou LxA/M, p. ex. 30x16/99 (30 colunas, 16 linhas, 99 minas).</translation>
        </message>
        <message>
            <source>Width and height must be between 1 and {most}, not {width}x{height}.</source>
            <translation>Largura e altura devem ficar entre 1 e {most}, não {width}x{height}.</translation>
        </message>
        <message>
            <source>A board needs at least one mine, not {mines}.</source>
            <translation>Um tabuleiro precisa de pelo menos uma mina, não {mines}.</translation>
        </message>
        <message>
            <source>The number of mines cannot be negative ({mines} was asked for).</source>
            <translation>O número de minas não pode ser negativo (foram pedidas {mines}).</translation>
        </message>
        <message>
            <source>A {width}x{height} board has no room for mines: the first click and its neighbours never hold one. Make one side at least 4.</source>
            <translation>Um tabuleiro {width}x{height} não tem espaço para minas: o primeiro clique e seus vizinhos nunca têm uma. Faça um lado com pelo menos 4.</translation>
        </message>
        <message numerus="yes">
            <source>A {width}x{height} board holds at most %n mine(s): the first cell opened and its neighbours never hold one ({mines} were asked for).</source>
            <translation>
                <numerusform>Um tabuleiro {width}x{height} comporta no máximo %n mina: a primeira casa aberta e seus vizinhos nunca têm uma (foram pedidas {mines}).</numerusform>
                <numerusform>Um tabuleiro {width}x{height} comporta no máximo %n minas: a primeira casa aberta e seus vizinhos nunca têm uma (foram pedidas {mines}).</numerusform>
            </translation>
        </message>
        <message>
            <source>A board 2 cells high needs an even number of mines: the two cells of a column look the same to every number, so a column with one mine would be a guess.</source>
            <translation>Um tabuleiro com 2 casas de altura precisa de um número par de minas: as duas casas de uma coluna parecem iguais para todo número, então uma coluna com uma mina seria um chute.</translation>
        </message>
        <message>
            <source>A board 2 cells wide needs an even number of mines: the two cells of a row look the same to every number, so a row with one mine would be a guess.</source>
            <translation>Um tabuleiro com 2 casas de largura precisa de um número par de minas: as duas casas de uma linha parecem iguais para todo número, então uma linha com uma mina seria um chute.</translation>
        </message>
        <message>
            <source>Wide</source>
            <translation>Largo</translation>
        </message>
        <message>
            <source>Big</source>
            <translation>Grande</translation>
        </message>
    </context>
    <context>
        <name>Lists</name>
        <message numerus="yes">
            <source>%n more highlighted flag(s)</source>
            <translation>
                <numerusform>mais %n bandeira destacada</numerusform>
                <numerusform>mais %n bandeiras destacadas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more highlighted cell(s)</source>
            <translation>
                <numerusform>mais %n casa destacada</numerusform>
                <numerusform>mais %n casas destacadas</numerusform>
            </translation>
        </message>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>{list} or {last}</source>
            <translation>{list} ou {last}</translation>
        </message>
        <message>
            <source>{list} and {last}</source>
            <translation>{list} e {last}</translation>
        </message>
    </context>
    <context>
        <name>Loss</name>
        <message>
            <source>The chord on {number} opened {cell}: its flags looked complete, so its other covered cells seemed safe.</source>
            <translation>O acorde sobre {number} abriu a casa na {cell}: suas bandeiras pareciam completas, então suas outras casas cobertas pareciam seguras.</translation>
        </message>
        <message>
            <source>The chord on {number} opened {cell}: its flags looked complete, so its other covered cells seemed safe, but the flag at {flags} was not on a mine.</source>
            <translation>O acorde sobre {number} abriu a casa na {cell}: suas bandeiras pareciam completas, então suas outras casas cobertas pareciam seguras, mas a bandeira em {flags} não estava numa mina.</translation>
        </message>
        <message>
            <source>The chord on {number} opened {cell}: its flags looked complete, so its other covered cells seemed safe, but the flags at {flags} were not on mines.</source>
            <translation>O acorde sobre {number} abriu a casa na {cell}: suas bandeiras pareciam completas, então suas outras casas cobertas pareciam seguras, mas as bandeiras em {flags} não estavam em minas.</translation>
        </message>
        <message>
            <source>{cell} was provably a mine.</source>
            <translation>a casa na {cell} era comprovadamente uma mina.</translation>
        </message>
        <message>
            <source>Step by step (each step counts the mines proven before it as flagged): {steps}</source>
            <translation>Passo a passo (cada passo conta as minas provadas antes dele como marcadas): {steps}</translation>
        </message>
        <message>
            <source>No way to place the mines that fits the numbers and the mine count leaves {cell} safe.</source>
            <translation>Nenhum jeito de pôr as minas que se encaixa nos números e na contagem de minas deixa a casa na {cell} segura.</translation>
        </message>
        <message>
            <source>No way to place the mines that fits the numbers leaves {cell} safe.</source>
            <translation>Nenhum jeito de pôr as minas que se encaixa nos números deixa a casa na {cell} segura.</translation>
        </message>
        <message>
            <source>Nothing proved {cell} safe, and its numbers alone did not prove it a mine. Whether the mine count did, and the odds of a mine there, took too long to work out.</source>
            <translation>Nada provava que a casa na {cell} era segura, e seus números sozinhos não provavam que era mina. Se a contagem de minas provava, e as chances de mina ali, demorou demais para calcular.</translation>
        </message>
        <message>
            <source>Nothing proved {cell} safe. Whether it was provably a mine took too long to work out.</source>
            <translation>Nada provava que a casa na {cell} era segura. Se era comprovadamente mina demorou demais para calcular.</translation>
        </message>
        <message>
            <source>Nothing proved {cell} safe: opening it was a guess.</source>
            <translation>Nada provava que a casa na {cell} era segura: abri-la foi um chute.</translation>
        </message>
        <message>
            <source>Working out the odds took too long.</source>
            <translation>Calcular as chances demorou demais.</translation>
        </message>
        <message>
            <source>Of all the ways to place the mines that fit the numbers and the mine count, {percent} put a mine on {cell}.</source>
            <translation>De todos os jeitos de pôr as minas que se encaixam nos números e na contagem de minas, {percent} põem uma mina na casa na {cell}.</translation>
        </message>
        <message>
            <source>Finding the easiest deduction in that position took too long.</source>
            <translation>Achar a dedução mais fácil naquela posição demorou demais.</translation>
        </message>
        <message>
            <source>Nothing else could be proven in that position either: it needed a guess.</source>
            <translation>Nada mais podia ser provado naquela posição: era preciso chutar.</translation>
        </message>
        <message>
            <source>It was also the easiest deduction in that position: {cell} should have been flagged, not opened.</source>
            <translation>Era também a dedução mais fácil naquela posição: a casa na {cell} devia ter sido marcada com bandeira, não aberta.</translation>
        </message>
        <message>
            <source>The easiest deduction available instead: {step}</source>
            <translation>A dedução mais fácil disponível em vez disso: {step}</translation>
        </message>
        <message>
            <source>Showing it step by step took too long.</source>
            <translation>Mostrar passo a passo demorou demais.</translation>
        </message>
        <message>
            <source>Its step-by-step proof is too long to show here.</source>
            <translation>A prova passo a passo é longa demais para mostrar aqui.</translation>
        </message>
        <message>
            <source>Your flag at {flags} was not on a mine: the numbers proved {freed} safe.</source>
            <translation>Sua bandeira em {flags} não estava numa mina: os números provavam que {freed} era segura.</translation>
        </message>
        <message>
            <source>Your flags at {flags} were not on mines: the numbers proved {freed} safe.</source>
            <translation>Suas bandeiras em {flags} não estavam em minas: os números provavam que {freed} era segura.</translation>
        </message>
        <message>
            <source>Your flag at {flags} was not on a mine; without it, {freed} was provably safe.</source>
            <translation>Sua bandeira em {flags} não estava numa mina; sem ela, {freed} era comprovadamente segura.</translation>
        </message>
        <message>
            <source>Your flags at {flags} were not on mines; without them, {freed} was provably safe.</source>
            <translation>Suas bandeiras em {flags} não estavam em minas; sem elas, {freed} era comprovadamente segura.</translation>
        </message>
        <message>
            <source>Your flag at {flags} was not on a mine.</source>
            <translation>Sua bandeira em {flags} não estava numa mina.</translation>
        </message>
        <message>
            <source>Your flags at {flags} were not on mines.</source>
            <translation>Suas bandeiras em {flags} não estavam em minas.</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>How to &amp;play…</source>
            <translation>Como &amp;jogar…</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Novo jogo</translation>
        </message>
        <message>
            <source>&amp;System language</source>
            <translation>Idioma do &amp;sistema</translation>
        </message>
        <message>
            <source>&amp;Question marks</source>
            <translation>Pontos de &amp;interrogação</translation>
        </message>
        <message>
            <source>Hints without &amp;flags</source>
            <translation>Dicas sem &amp;bandeiras</translation>
        </message>
        <message>
            <source>&amp;Auto-open trivially safe cells</source>
            <translation>&amp;Abrir automaticamente casas obviamente seguras</translation>
        </message>
        <message>
            <source>&amp;Standard rules (competition: no help of any kind)</source>
            <translation>Regras &amp;padrão (competição: nenhuma ajuda)</translation>
        </message>
        <message>
            <source>Brief anno&amp;uncements (screen readers)</source>
            <translation>&amp;Avisos breves (leitores de tela)</translation>
        </message>
        <message>
            <source>&amp;Undo the mistake</source>
            <translation>&amp;Desfazer o erro</translation>
        </message>
        <message>
            <source>&amp;Retry this board</source>
            <translation>&amp;Repetir este tabuleiro</translation>
        </message>
        <message>
            <source>Re&amp;view the game…</source>
            <translation>Re&amp;visar o jogo…</translation>
        </message>
        <message>
            <source>Show the position before the &amp;mistake</source>
            <translation>Mostrar a posição antes do &amp;erro</translation>
        </message>
        <message>
            <source>&amp;Any</source>
            <translation>&amp;Qualquer</translation>
        </message>
        <message>
            <source>&amp;Easy (one number at a time)</source>
            <translation>&amp;Fácil (um número por vez)</translation>
        </message>
        <message>
            <source>&amp;Hard (two numbers together)</source>
            <translation>&amp;Difícil (dois números juntos)</translation>
        </message>
        <message>
            <source>Hardes&amp;t (three+ numbers or the mine count)</source>
            <translation>O mais difí&amp;cil (três+ números ou a contagem de minas)</translation>
        </message>
        <message>
            <source>&amp;System</source>
            <translation>&amp;Sistema</translation>
        </message>
        <message>
            <source>&amp;Light</source>
            <translation>C&amp;laro</translation>
        </message>
        <message>
            <source>&amp;Dark</source>
            <translation>&amp;Escuro</translation>
        </message>
        <message>
            <source>&amp;High contrast</source>
            <translation>&amp;Alto contraste</translation>
        </message>
        <message>
            <source>&amp;Off</source>
            <translation>&amp;Desligado</translation>
        </message>
        <message>
            <source>While a &amp;hint is shown</source>
            <translation>Enquanto uma &amp;dica é mostrada</translation>
        </message>
        <message>
            <source>&amp;Always</source>
            <translation>&amp;Sempre</translation>
        </message>
        <message>
            <source>&amp;{level} ({width}x{height}, {mines} mines)</source>
            <translation>&amp;{level} ({width}x{height}, {mines} minas)</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Jogo</translation>
        </message>
        <message>
            <source>&amp;Options</source>
            <translation>&amp;Opções</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Aj&amp;uda</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Dica</translation>
        </message>
        <message>
            <source>&amp;Check flags</source>
            <translation>&amp;Verificar bandeiras</translation>
        </message>
        <message>
            <source>&amp;Lessons…</source>
            <translation>&amp;Lições…</translation>
        </message>
        <message>
            <source>&amp;About</source>
            <translation>&amp;Sobre</translation>
        </message>
        <message>
            <source>&amp;New game</source>
            <translation>&amp;Novo jogo</translation>
        </message>
        <message>
            <source>&amp;Logic</source>
            <translation>&amp;Lógica</translation>
        </message>
        <message>
            <source>Cop&amp;y board id</source>
            <translation>Cop&amp;iar ID do tabuleiro</translation>
        </message>
        <message>
            <source>&amp;Open board id…</source>
            <translation>&amp;Abrir ID de tabuleiro…</translation>
        </message>
        <message>
            <source>&amp;Daily board</source>
            <translation>Tabuleiro do &amp;dia</translation>
        </message>
        <message>
            <source>&amp;Custom…</source>
            <translation>&amp;Personalizado…</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>&amp;Estatísticas…</translation>
        </message>
        <message>
            <source>&amp;Practice…</source>
            <translation>&amp;Treino…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>Sai&amp;r</translation>
        </message>
        <message>
            <source>A&amp;nalysis (mine probabilities; marks the game as assisted)</source>
            <translation>A&amp;nálise (probabilidades de minas; marca o jogo como assistido)</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>&amp;Tema</translation>
        </message>
        <message>
            <source>Colour-&amp;blind numbers</source>
            <translation>Números para &amp;daltônicos</translation>
        </message>
        <message>
            <source>Coo&amp;rdinates</source>
            <translation>Coo&amp;rdenadas</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Idioma</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>&amp;Aumentar zoom</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>Dimi&amp;nuir zoom</translation>
        </message>
        <message>
            <source>Actual si&amp;ze</source>
            <translation>Tamanho &amp;real</translation>
        </message>
        <message>
            <source>P&amp;ause</source>
            <translation>P&amp;ausa</translation>
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message>
            <source>a wrong flag</source>
            <translation>uma bandeira errada</translation>
        </message>
        <message>
            <source>the move that lost</source>
            <translation>a jogada que perdeu</translation>
        </message>
        <message>
            <source>where you asked for a hint</source>
            <translation>onde você pediu uma dica</translation>
        </message>
        <message>
            <source>a guess where a forced move was there</source>
            <translation>um chute quando havia uma jogada forçada</translation>
        </message>
        <message>
            <source>Right: the cell at {cell} is a mine.</source>
            <translation>Certo: a casa na {cell} é uma mina.</translation>
        </message>
        <message>
            <source>Right: the cell at {cell} is safe.</source>
            <translation>Certo: a casa na {cell} é segura.</translation>
        </message>
        <message>
            <source>The easiest proof here is about another cell.</source>
            <translation>A prova mais fácil aqui é sobre outra casa.</translation>
        </message>
        <message>
            <source>Wrong: the cell at {cell} is safe, not a mine.</source>
            <translation>Errado: a casa na {cell} é segura, não é mina.</translation>
        </message>
        <message>
            <source>Wrong: the cell at {cell} is a mine.</source>
            <translation>Errado: a casa na {cell} é uma mina.</translation>
        </message>
        <message>
            <source>Not proven: nothing here shows that the cell at {cell} is a mine; a guess.</source>
            <translation>Não provado: nada aqui mostra que a casa na {cell} é uma mina; um chute.</translation>
        </message>
        <message>
            <source>Not proven: nothing here shows that the cell at {cell} is safe; a guess.</source>
            <translation>Não provado: nada aqui mostra que a casa na {cell} é segura; um chute.</translation>
        </message>
        <message>
            <source>A move this position proves: {step}</source>
            <translation>Uma jogada que esta posição prova: {step}</translation>
        </message>
        <message>
            <source>The practice file could not be read ({error}); it was kept as {file}.</source>
            <translation>O arquivo de treino não pôde ser lido ({error}); foi guardado como {file}.</translation>
        </message>
        <message>
            <source>Practice results are kept in memory only: {error}.</source>
            <translation>Os resultados do treino ficam só na memória: {error}.</translation>
        </message>
        <message>
            <source>Practice results could not be read: {error}.</source>
            <translation>Os resultados do treino não puderam ser lidos: {error}.</translation>
        </message>
        <message>
            <source>Some values in the practice file are impossible (a rating or an answer that cannot be); they are left out, and new answers are saved as usual.</source>
            <translation>Alguns valores do arquivo de treino são impossíveis (uma pontuação ou uma resposta que não pode existir); foram deixados de fora, e novas respostas são salvas normalmente.</translation>
        </message>
        <message>
            <source>This answer could not be saved: {error}.</source>
            <translation>Esta resposta não pôde ser salva: {error}.</translation>
        </message>
        <message>
            <source>Rating chart</source>
            <translation>Gráfico da pontuação</translation>
        </message>
        <message>
            <source>Your rating will show here after your first puzzle.</source>
            <translation>Sua pontuação aparece aqui depois do primeiro problema.</translation>
        </message>
        <message numerus="yes">
            <source>Your rating after each of %n rated puzzle(s)</source>
            <translation>
                <numerusform>Sua pontuação depois de cada um dos %n problema avaliado</numerusform>
                <numerusform>Sua pontuação depois de cada um dos %n problemas avaliados</numerusform>
            </translation>
        </message>
        <message>
            <source>Looking through your recent games for moves to practise…</source>
            <translation>Procurando nos seus jogos recentes jogadas para treinar…</translation>
        </message>
        <message>
            <source>Looking for a puzzle near your rating…</source>
            <translation>Procurando um problema perto da sua pontuação…</translation>
        </message>
        <message>
            <source>No puzzles from your own games yet: positions where you lost, flagged wrongly, guessed past a forced move or asked for a hint show up here.</source>
            <translation>Ainda não há problemas dos seus jogos: posições em que você perdeu, marcou errado, chutou tendo uma jogada forçada ou pediu dica aparecem aqui.</translation>
        </message>
        <message>
            <source>From your game of {date}, before move {move}: {reason}.</source>
            <translation>Do seu jogo de {date}, antes da jogada {move}: {reason}.</translation>
        </message>
        <message>
            <source>No puzzle could be found: {reason}</source>
            <translation>Nenhum problema foi encontrado: {reason}</translation>
        </message>
        <message>
            <source>A puzzle, rated {rating}.</source>
            <translation>Um problema, pontuação {rating}.</translation>
        </message>
        <message>
            <source>A puzzle for {technique}, rated {rating}.</source>
            <translation>Um problema de {technique}, pontuação {rating}.</translation>
        </message>
        <message numerus="yes">
            <source>{intro} %n mine(s), {flags} of them flagged (every flag is right). Find a cell this position proves: click or press Space to open a safe cell, right-click or press F to flag a mine.</source>
            <translation>
                <numerusform>{intro} %n mina, {flags} delas marcadas (todas as bandeiras estão certas). Encontre uma casa que esta posição prova: clique ou pressione Espaço para abrir uma casa segura, clique direito ou F para marcar uma mina.</numerusform>
                <numerusform>{intro} %n minas, {flags} delas marcadas (todas as bandeiras estão certas). Encontre uma casa que esta posição prova: clique ou pressione Espaço para abrir uma casa segura, clique direito ou F para marcar uma mina.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{intro} %n mine(s). Find a cell this position proves: click or press Space to open a safe cell, right-click or press F to flag a mine.</source>
            <translation>
                <numerusform>{intro} %n mina. Encontre uma casa que esta posição prova: clique ou pressione Espaço para abrir uma casa segura, clique direito ou F para marcar uma mina.</numerusform>
                <numerusform>{intro} %n minas. Encontre uma casa que esta posição prova: clique ou pressione Espaço para abrir uma casa segura, clique direito ou F para marcar uma mina.</numerusform>
            </translation>
        </message>
        <message>
            <source>Technique: {technique}.</source>
            <translation>Técnica: {technique}.</translation>
        </message>
        <message>
            <source>Patterns: {patterns}.</source>
            <translation>Padrões: {patterns}.</translation>
        </message>
        <message>
            <source>Try again (not rated).</source>
            <translation>Tente de novo (sem pontuação).</translation>
        </message>
        <message>
            <source>Lesson {number} of {count}: {title}.</source>
            <translation>Lição {number} de {count}: {title}.</translation>
        </message>
        <message>
            <source>Your rating: {rating} ± {deviation}</source>
            <translation>Sua pontuação: {rating} ± {deviation}</translation>
        </message>
        <message>
            <source>(not rated: tried before)</source>
            <translation>(sem pontuação: já tentado)</translation>
        </message>
        <message>
            <source>No puzzles answered yet.</source>
            <translation>Nenhum problema respondido ainda.</translation>
        </message>
        <message>
            <source>Right the first time: {list}</source>
            <translation>Certo de primeira: {list}</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>Boas-vindas</translation>
        </message>
        <message>
            <source>New to Minesweeper, or to solving it without guessing? A short tutorial shows the rules and then one technique at a time, on small boards. You can open it later from Help &gt; Lessons.</source>
            <translation>Novo no Campo Minado, ou em resolvê-lo sem chutar? Um tutorial curto mostra as regras e depois uma técnica de cada vez, em tabuleiros pequenos. Você pode abri-lo depois em Ajuda &gt; Lições.</translation>
        </message>
        <message>
            <source>Show me the lessons</source>
            <translation>Mostrar as lições</translation>
        </message>
        <message>
            <source>Not now</source>
            <translation>Agora não</translation>
        </message>
        <message>
            <source>Every technique</source>
            <translation>Todas as técnicas</translation>
        </message>
        <message>
            <source>One number (single)</source>
            <translation>Um número (simples)</translation>
        </message>
        <message>
            <source>Two numbers (pair)</source>
            <translation>Dois números (par)</translation>
        </message>
        <message>
            <source>Three or more numbers (chain)</source>
            <translation>Três ou mais números (cadeia)</translation>
        </message>
        <message>
            <source>The mine count</source>
            <translation>A contagem de minas</translation>
        </message>
        <message>
            <source>From your own games</source>
            <translation>Dos seus jogos</translation>
        </message>
        <message>
            <source>one number</source>
            <translation>um número</translation>
        </message>
        <message>
            <source>two numbers together</source>
            <translation>dois números juntos</translation>
        </message>
        <message>
            <source>three or more numbers together</source>
            <translation>três ou mais números juntos</translation>
        </message>
        <message>
            <source>the mine count</source>
            <translation>a contagem de minas</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>Treino</translation>
        </message>
        <message>
            <source>Technique</source>
            <translation>Técnica</translation>
        </message>
        <message>
            <source>&amp;Next puzzle</source>
            <translation>&amp;Próximo problema</translation>
        </message>
        <message>
            <source>&amp;Try again</source>
            <translation>&amp;Tentar de novo</translation>
        </message>
        <message>
            <source>&amp;Lessons</source>
            <translation>&amp;Lições</translation>
        </message>
        <message>
            <source>Technique:</source>
            <translation>Técnica:</translation>
        </message>
        <message>
            <source>&amp;Practice</source>
            <translation>&amp;Treino</translation>
        </message>
        <message>
            <source>&amp;Next lesson</source>
            <translation>&amp;Próxima lição</translation>
        </message>
        <message>
            <source>One number</source>
            <translation>Um número</translation>
        </message>
        <message>
            <source>Two numbers together</source>
            <translation>Dois números juntos</translation>
        </message>
        <message>
            <source>Three or more numbers</source>
            <translation>Três ou mais números</translation>
        </message>
        <message>
            <source>Practice rating chart</source>
            <translation>Gráfico da pontuação de treino</translation>
        </message>
        <message numerus="yes">
            <source>Rating {rating} after %n rated puzzle(s)</source>
            <translation>
                <numerusform>Pontuação {rating} depois de %n problema avaliado</numerusform>
                <numerusform>Pontuação {rating} depois de %n problemas avaliados</numerusform>
            </translation>
        </message>
        <message>
            <source>No rated puzzles yet</source>
            <translation>Nenhum problema avaliado ainda</translation>
        </message>
        <message>
            <source>Solve a practice puzzle (Game &gt; Practice…) to see your rating here.</source>
            <translation>Resolva um problema de treino (Jogo &gt; Treino…) para ver sua pontuação aqui.</translation>
        </message>
        <message>
            <source>rating after each of {count} rated puzzles, oldest left (everyone starts at {start})</source>
            <translation>pontuação depois de cada um dos {count} problemas avaliados, o mais antigo à esquerda (todos começam em {start})</translation>
        </message>
        <message>
            <source>Right the first time, per technique (retries are not counted):</source>
            <translation>Certo de primeira, por técnica (novas tentativas não contam):</translation>
        </message>
        <message>
            <source>Accuracy per technique</source>
            <translation>Precisão por técnica</translation>
        </message>
        <message>
            <source>Puzzles</source>
            <translation>Problemas</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Certos</translation>
        </message>
        <message>
            <source>Accuracy</source>
            <translation>Acerto</translation>
        </message>
        <message numerus="yes">
            <source>Your practice rating: {rating} ± {deviation} after %n rated puzzle(s).</source>
            <translation>
                <numerusform>Sua pontuação de treino: {rating} ± {deviation} depois de %n problema avaliado.</numerusform>
                <numerusform>Sua pontuação de treino: {rating} ± {deviation} depois de %n problemas avaliados.</numerusform>
            </translation>
        </message>
        <message>
            <source>No practice yet. Game &gt; Practice… trains one technique at a time with puzzles near your rating.</source>
            <translation>Nenhum treino ainda. Jogo &gt; Treino… treina uma técnica de cada vez com problemas perto da sua pontuação.</translation>
        </message>
    </context>
    <context>
        <name>Replays</name>
        <message>
            <source>{name} is not a replay this game reads ({types}).</source>
            <translation>{name} não é um replay que este jogo lê ({types}).</translation>
        </message>
        <message>
            <source>{file} cannot be opened: {reason}.</source>
            <translation>{file} não pode ser aberto: {reason}.</translation>
        </message>
        <message>
            <source>{file} is not a file.</source>
            <translation>{file} não é um arquivo.</translation>
        </message>
        <message>
            <source>{name} is empty.</source>
            <translation>{name} está vazio.</translation>
        </message>
        <message>
            <source>{name} is too large to be a replay ({size} bytes).</source>
            <translation>{name} é grande demais para ser um replay ({size} bytes).</translation>
        </message>
        <message>
            <source>Reading {name} took too long; it is not a replay.</source>
            <translation>Ler {name} demorou demais; não é um replay.</translation>
        </message>
        <message>
            <source>The replay reader could not start: {error}.</source>
            <translation>O leitor de replays não pôde iniciar: {error}.</translation>
        </message>
        <message>
            <source>{name} is damaged or not a replay ({error}).</source>
            <translation>{name} está danificado ou não é um replay ({error}).</translation>
        </message>
        <message>
            <source>{name} is damaged: its header gives a 3BV of {said}, its board has {bv}.</source>
            <translation>{name} está danificado: o cabeçalho diz 3BV {said}, o tabuleiro tem {bv}.</translation>
        </message>
        <message>
            <source>{name} is damaged: its header gives a time of {said} s, but its events end at {end} s.</source>
            <translation>{name} está danificado: o cabeçalho diz um tempo de {said} s, mas os eventos terminam em {end} s.</translation>
        </message>
        <message>
            <source>{name} is damaged or not a {suffix} replay (the reader stopped{signal}).</source>
            <translation>{name} está danificado ou não é um replay {suffix} (o leitor parou{signal}).</translation>
        </message>
        <message>
            <source>exit status {code}</source>
            <translation>status de saída {code}</translation>
        </message>
        <message>
            <source>{name} could not be read: {reason}.</source>
            <translation>{name} não pôde ser lido: {reason}.</translation>
        </message>
        <message>
            <source>The replay recorder could not start: {error}.</source>
            <translation>O gravador de replays não pôde iniciar: {error}.</translation>
        </message>
        <message>
            <source>The replay recorder stopped; this game is not recorded.</source>
            <translation>O gravador de replays parou; este jogo não está sendo gravado.</translation>
        </message>
        <message>
            <source>Nothing was recorded.</source>
            <translation>Nada foi gravado.</translation>
        </message>
        <message>
            <source>The replay recorder did not answer in time.</source>
            <translation>O gravador de replays não respondeu a tempo.</translation>
        </message>
        <message>
            <source>The replay was not saved: {reason}.</source>
            <translation>O replay não foi salvo: {reason}.</translation>
        </message>
        <message>
            <source>the game is not over</source>
            <translation>o jogo não terminou</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>o disco está cheio</translation>
        </message>
        <message>
            <source>the folder is read-only</source>
            <translation>a pasta é somente leitura</translation>
        </message>
        <message>
            <source>the recorder stopped (status {code})</source>
            <translation>o gravador parou (status {code})</translation>
        </message>
        <message>
            <source>{name} has no event data to play back.</source>
            <translation>{name} não tem dados de eventos para reproduzir.</translation>
        </message>
        <message>
            <source>{name} has no opened cell to review.</source>
            <translation>{name} não tem casa aberta para revisar.</translation>
        </message>
        <message>
            <source>{name} cannot be reviewed: {reason}</source>
            <translation>{name} não pode ser revisado: {reason}</translation>
        </message>
        <message>
            <source>Open replay</source>
            <translation>Abrir replay</translation>
        </message>
        <message>
            <source>{name} could not be opened: {error}</source>
            <translation>{name} não pôde ser aberto: {error}</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Arquivo</translation>
        </message>
        <message>
            <source>&amp;Open replay…</source>
            <translation>&amp;Abrir replay…</translation>
        </message>
        <message>
            <source>&amp;Save replay as…</source>
            <translation>&amp;Salvar replay como…</translation>
        </message>
        <message>
            <source>The replay of this game was not saved: {problem}</source>
            <translation>O replay deste jogo não foi salvo: {problem}</translation>
        </message>
        <message>
            <source>No game has been recorded yet.</source>
            <translation>Nenhum jogo foi gravado ainda.</translation>
        </message>
        <message>
            <source>Save replay as</source>
            <translation>Salvar replay como</translation>
        </message>
        <message>
            <source>The replay could not be saved to {file}: {reason}.</source>
            <translation>O replay não pôde ser salvo em {file}: {reason}.</translation>
        </message>
        <message>
            <source>Save replay</source>
            <translation>Salvar replay</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Tempo</translation>
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
            <translation>Cliques (E/D/A)</translation>
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
            <translation>Correção</translation>
        </message>
        <message>
            <source>Throughput</source>
            <translation>Vazão</translation>
        </message>
        <message>
            <source>Path</source>
            <translation>Trajeto</translation>
        </message>
        <message>
            <source>{pixels} px</source>
            <translation>{pixels} px</translation>
        </message>
        <message>
            <source>won</source>
            <translation>vitória</translation>
        </message>
        <message>
            <source>not finished</source>
            <translation>não terminado</translation>
        </message>
        <message>
            <source>{player} · {width}x{height}, {mines} mines · {seconds} s, {result} · .{format} ({software})</source>
            <translation>{player} · {width}x{height}, {mines} minas · {seconds} s, {result} · .{format} ({software})</translation>
        </message>
        <message>
            <source>unknown player</source>
            <translation>jogador desconhecido</translation>
        </message>
        <message>
            <source>unknown program</source>
            <translation>programa desconhecido</translation>
        </message>
        <message>
            <source>Replay – {name}</source>
            <translation>Replay – {name}</translation>
        </message>
        <message>
            <source>The board stops following this replay: {problem}</source>
            <translation>O tabuleiro deixa de acompanhar este replay: {problem}</translation>
        </message>
        <message>
            <source>Previous click (Left; Shift+Left: previous mouse event)</source>
            <translation>Clique anterior (Esquerda; Shift+Esquerda: evento de mouse anterior)</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Reproduzir</translation>
        </message>
        <message>
            <source>Play or pause (Space)</source>
            <translation>Reproduzir ou pausar (Espaço)</translation>
        </message>
        <message>
            <source>Next click (Right; Shift+Right: next mouse event)</source>
            <translation>Próximo clique (Direita; Shift+Direita: próximo evento de mouse)</translation>
        </message>
        <message>
            <source>Review…</source>
            <translation>Revisar…</translation>
        </message>
        <message>
            <source>Judge every click: forced by logic, a guess, or a mistake</source>
            <translation>Julgar cada clique: forçado pela lógica, um chute ou um erro</translation>
        </message>
        <message>
            <source>Previous click</source>
            <translation>Clique anterior</translation>
        </message>
        <message>
            <source>Next click</source>
            <translation>Próximo clique</translation>
        </message>
        <message>
            <source>Replay time</source>
            <translation>Tempo do replay</translation>
        </message>
        <message>
            <source>Speed:</source>
            <translation>Velocidade:</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pausar</translation>
        </message>
        <message>
            <source>Play the selected game back, with its counters</source>
            <translation>Reproduzir o jogo selecionado, com seus contadores</translation>
        </message>
        <message>
            <source>Export replays…</source>
            <translation>Exportar replays…</translation>
        </message>
        <message>
            <source>Copy the .evf replays of the games shown to a folder</source>
            <translation>Copiar os replays .evf dos jogos mostrados para uma pasta</translation>
        </message>
        <message>
            <source>None of the games shown has a replay.</source>
            <translation>Nenhum dos jogos mostrados tem replay.</translation>
        </message>
        <message>
            <source>Export replays</source>
            <translation>Exportar replays</translation>
        </message>
        <message>
            <source>Export replays to</source>
            <translation>Exportar replays para</translation>
        </message>
        <message numerus="yes">
            <source>%n replay(s) exported to {folder}.</source>
            <translation>
                <numerusform>%n replay exportado para {folder}.</numerusform>
                <numerusform>%n replays exportados para {folder}.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>The first click was at {cell}, but this board starts at {start}.</source>
            <translation>O primeiro clique foi na {cell}, mas este tabuleiro começa na {start}.</translation>
        </message>
        <message>
            <source>A move at {cell} is off the board.</source>
            <translation>Uma jogada na {cell} está fora do tabuleiro.</translation>
        </message>
        <message>
            <source>Why: {reason}</source>
            <translation>Por quê: {reason}</translation>
        </message>
        <message>
            <source>first click</source>
            <translation>primeiro clique</translation>
        </message>
        <message>
            <source>forced</source>
            <translation>forçada</translation>
        </message>
        <message>
            <source>lucky guess</source>
            <translation>chute de sorte</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>erro</translation>
        </message>
        <message>
            <source>other</source>
            <translation>outra</translation>
        </message>
        <message numerus="yes">
            <source>Won in {seconds} s, %n move(s);</source>
            <translation>
                <numerusform>Vitória em {seconds} s, %n jogada;</numerusform>
                <numerusform>Vitória em {seconds} s, %n jogadas;</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Lost in {seconds} s, %n move(s);</source>
            <translation>
                <numerusform>Derrota em {seconds} s, %n jogada;</numerusform>
                <numerusform>Derrota em {seconds} s, %n jogadas;</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Not finished in {seconds} s, %n move(s);</source>
            <translation>
                <numerusform>Não terminado em {seconds} s, %n jogada;</numerusform>
                <numerusform>Não terminado em {seconds} s, %n jogadas;</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n forced,</source>
            <translation>
                <numerusform>%n forçada,</numerusform>
                <numerusform>%n forçadas,</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n lucky guess(es),</source>
            <translation>
                <numerusform>%n chute de sorte,</numerusform>
                <numerusform>%n chutes de sorte,</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mistake(s).</source>
            <translation>
                <numerusform>%n erro.</numerusform>
                <numerusform>%n erros.</numerusform>
            </translation>
        </message>
        <message>
            <source>Every move you could prove, you made by logic.</source>
            <translation>Toda jogada que você podia provar, você fez pela lógica.</translation>
        </message>
        <message>
            <source>Move {number} was the first the numbers did not prove, while a move they proved was there to make.</source>
            <translation>A jogada {number} foi a primeira que os números não provavam, quando havia uma jogada provada para fazer.</translation>
        </message>
        <message>
            <source>under 1%</source>
            <translation>menos de 1%</translation>
        </message>
        <message>
            <source>over 99%</source>
            <translation>mais de 99%</translation>
        </message>
        <message>
            <source>The numbers proved it.</source>
            <translation>Os números provavam.</translation>
        </message>
        <message>
            <source>The chance of a mine there was {percent}.</source>
            <translation>A chance de mina ali era {percent}.</translation>
        </message>
        <message>
            <source>After the end of the game.</source>
            <translation>Depois do fim do jogo.</translation>
        </message>
        <message>
            <source>The first click at {cell} opened a single {value}.</source>
            <translation>O primeiro clique na {cell} abriu só um {value}.</translation>
        </message>
        <message>
            <source>The first click at {cell}: it always opens an area.</source>
            <translation>O primeiro clique na {cell}: sempre abre uma área.</translation>
        </message>
        <message>
            <source>The hint took the wrong flag off {cell}.</source>
            <translation>A dica tirou a bandeira errada da {cell}.</translation>
        </message>
        <message>
            <source>The hint flagged {cell}, which was proven.</source>
            <translation>A dica marcou a casa na {cell}, que estava provada.</translation>
        </message>
        <message>
            <source>The hint opened {cell}, which was proven.</source>
            <translation>A dica abriu a casa na {cell}, que estava provada.</translation>
        </message>
        <message>
            <source>Took the flag off {cell} (it was right).</source>
            <translation>Tirou a bandeira da {cell} (estava certa).</translation>
        </message>
        <message>
            <source>Took the flag off {cell} (it was wrong).</source>
            <translation>Tirou a bandeira da {cell} (estava errada).</translation>
        </message>
        <message>
            <source>A question mark on {cell}.</source>
            <translation>Um ponto de interrogação na {cell}.</translation>
        </message>
        <message>
            <source>Took the question mark off {cell}.</source>
            <translation>Tirou o ponto de interrogação da {cell}.</translation>
        </message>
        <message>
            <source>Nothing changed at {cell}.</source>
            <translation>Nada mudou na {cell}.</translation>
        </message>
        <message>
            <source>A click at {cell} that opened nothing.</source>
            <translation>Um clique na {cell} que não abriu nada.</translation>
        </message>
        <message>
            <source>Opened {cell}: it was a mine.</source>
            <translation>Abriu a casa na {cell}: era uma mina.</translation>
        </message>
        <message>
            <source>A chord on the number at {cell} opened a mine at {mine}.</source>
            <translation>Um acorde no número da {cell} abriu uma mina na {mine}.</translation>
        </message>
        <message>
            <source>Opened {cell}: it was provably safe.</source>
            <translation>Abriu a casa na {cell}: era comprovadamente segura.</translation>
        </message>
        <message>
            <source>A chord on the number at {cell}: it was provably safe.</source>
            <translation>Um acorde no número da {cell}: era comprovadamente seguro.</translation>
        </message>
        <message>
            <source>A chord on the number at {cell}: every cell it opened was provably safe.</source>
            <translation>Um acorde no número da {cell}: toda casa que abriu era comprovadamente segura.</translation>
        </message>
        <message>
            <source>A chord on the number at {cell}: a guess that happened to be safe; nothing proved it yet.</source>
            <translation>Um acorde no número da {cell}: um chute que por acaso foi seguro; nada o provava ainda.</translation>
        </message>
        <message>
            <source>Opened {cell}: a guess that happened to be safe; nothing proved it yet.</source>
            <translation>Abriu a casa na {cell}: um chute que por acaso foi seguro; nada o provava ainda.</translation>
        </message>
        <message>
            <source>Flagged {cell}, but the numbers proved it safe.</source>
            <translation>Marcou a casa na {cell}, mas os números provavam que era segura.</translation>
        </message>
        <message>
            <source>Flagged {cell}, but there is no mine there.</source>
            <translation>Marcou a casa na {cell}, mas não há mina ali.</translation>
        </message>
        <message>
            <source>Flagged {cell}: it was a proven mine.</source>
            <translation>Marcou a casa na {cell}: era uma mina comprovada.</translation>
        </message>
        <message>
            <source>Flagged {cell} before the first click: a guess.</source>
            <translation>Marcou a casa na {cell} antes do primeiro clique: um chute.</translation>
        </message>
        <message>
            <source>Flagged {cell}: a guess that happened to be right; nothing proved it yet.</source>
            <translation>Marcou a casa na {cell}: um chute que por acaso acertou; nada o provava ainda.</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fechar</translation>
        </message>
        <message>
            <source>Game review – {title}</source>
            <translation>Revisão do jogo – {title}</translation>
        </message>
        <message>
            <source>Game review</source>
            <translation>Revisão do jogo</translation>
        </message>
        <message>
            <source>Reviewing the game…</source>
            <translation>Revisando o jogo…</translation>
        </message>
        <message>
            <source>Previous step (Left)</source>
            <translation>Passo anterior (Esquerda)</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>Passo</translation>
        </message>
        <message>
            <source>Next step (Right)</source>
            <translation>Próximo passo (Direita)</translation>
        </message>
        <message>
            <source>First unproven move</source>
            <translation>Primeira jogada não provada</translation>
        </message>
        <message>
            <source>Show the logic (the solver's way through this board)</source>
            <translation>Mostrar a lógica (o caminho do resolvedor por este tabuleiro)</translation>
        </message>
        <message>
            <source>Reviewing the game… move {move} of {total}</source>
            <translation>Revisando o jogo… jogada {move} de {total}</translation>
        </message>
        <message>
            <source>Working out the solver's way through this board…</source>
            <translation>Calculando o caminho do resolvedor por este tabuleiro…</translation>
        </message>
        <message numerus="yes">
            <source>End (%n move(s))</source>
            <translation>
                <numerusform>Fim (%n jogada)</numerusform>
                <numerusform>Fim (%n jogadas)</numerusform>
            </translation>
        </message>
        <message>
            <source>Move {number} of {count}</source>
            <translation>Jogada {number} de {count}</translation>
        </message>
        <message numerus="yes">
            <source>End (%n step(s))</source>
            <translation>
                <numerusform>Fim (%n passo)</numerusform>
                <numerusform>Fim (%n passos)</numerusform>
            </translation>
        </message>
        <message>
            <source>The solver is through: every safe cell is open.</source>
            <translation>O resolvedor terminou: toda casa segura está aberta.</translation>
        </message>
        <message>
            <source>Nothing more can be proven from here.</source>
            <translation>Nada mais pode ser provado daqui.</translation>
        </message>
        <message>
            <source>Step {number} of {count}</source>
            <translation>Passo {number} de {count}</translation>
        </message>
        <message>
            <source>A mine: {cell}</source>
            <translation>Uma mina: {cell}</translation>
        </message>
        <message>
            <source>Safe: {cell}</source>
            <translation>Segura: {cell}</translation>
        </message>
        <message>
            <source>(with the mine count)</source>
            <translation>(com a contagem de minas)</translation>
        </message>
        <message>
            <source>{taken} s · at {at} s</source>
            <translation>{taken} s · em {at} s</translation>
        </message>
        <message>
            <source>The first move the numbers did not prove. What could be proven instead (green, from the blue numbers):</source>
            <translation>A primeira jogada que os números não provavam. O que podia ser provado em vez disso (em verde, a partir dos números azuis):</translation>
        </message>
        <message>
            <source>The first move the numbers did not prove. What could be proven instead (from the blue numbers):</source>
            <translation>A primeira jogada que os números não provavam. O que podia ser provado em vez disso (a partir dos números azuis):</translation>
        </message>
        <message>
            <source>A forced move was there instead (green), e.g. {cells}.</source>
            <translation>Havia uma jogada forçada em vez disso (em verde), p. ex. {cells}.</translation>
        </message>
        <message>
            <source>Forced</source>
            <translation>Forçadas</translation>
        </message>
        <message>
            <source>Lucky guesses</source>
            <translation>Chutes de sorte</translation>
        </message>
        <message>
            <source>Mistakes</source>
            <translation>Erros</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>the disk is full</source>
            <translation>o disco está cheio</translation>
        </message>
        <message>
            <source>the folder is read-only</source>
            <translation>a pasta é somente leitura</translation>
        </message>
        <message>
            <source>the folder cannot be written ({detail})</source>
            <translation>a pasta não pode ser gravada ({detail})</translation>
        </message>
        <message>
            <source>The settings file could not be read; defaults are used, and the file is kept beside the new one when a setting is saved.</source>
            <translation>O arquivo de configurações não pôde ser lido; os padrões são usados, e o arquivo é mantido ao lado do novo quando uma configuração for salva.</translation>
        </message>
        <message>
            <source>Your settings could not be saved: {cause} ({folder}). The settings saved before are kept, and your changes last until the game closes.</source>
            <translation>Suas configurações não puderam ser salvas: {cause} ({folder}). As configurações salvas antes são mantidas, e suas mudanças valem até o jogo fechar.</translation>
        </message>
        <message>
            <source>Some settings had values this game cannot use ({settings}); their defaults are used until the game closes, and the file was left as it is: {cause}.</source>
            <translation>Algumas configurações tinham valores que este jogo não pode usar ({settings}); os valores padrão são usados até o jogo fechar, e o arquivo ficou como estava: {cause}.</translation>
        </message>
        <message>
            <source>Some settings had values this game cannot use and were set back to their defaults: {settings}. Your other settings are kept; the file as it was is kept as {file} in {folder}.</source>
            <translation>Algumas configurações tinham valores que este jogo não pode usar e voltaram ao padrão: {settings}. Suas outras configurações foram mantidas; o arquivo como estava foi guardado como {file} em {folder}.</translation>
        </message>
    </context>
    <context>
        <name>Speech</name>
        <message>
            <source>Left button down</source>
            <translation>Botão esquerdo pressionado</translation>
        </message>
        <message>
            <source>Left button up</source>
            <translation>Botão esquerdo solto</translation>
        </message>
        <message>
            <source>Right button down</source>
            <translation>Botão direito pressionado</translation>
        </message>
        <message>
            <source>Right button up</source>
            <translation>Botão direito solto</translation>
        </message>
        <message>
            <source>Middle button down</source>
            <translation>Botão do meio pressionado</translation>
        </message>
        <message>
            <source>Middle button up</source>
            <translation>Botão do meio solto</translation>
        </message>
        <message>
            <source>Pointer moved</source>
            <translation>Ponteiro movido</translation>
        </message>
        <message>
            <source>{seconds} of {total} s, move {move} of {moves}.</source>
            <translation>{seconds} de {total} s, jogada {move} de {moves}.</translation>
        </message>
        <message>
            <source>A mine: game lost.</source>
            <translation>Uma mina: jogo perdido.</translation>
        </message>
        <message>
            <source>It opened: {state}.</source>
            <translation>Ela abriu: {state}.</translation>
        </message>
        <message>
            <source>Opened {cell}: {state}.</source>
            <translation>Aberta {cell}: {state}.</translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s) opened.</source>
            <translation>
                <numerusform>%n casa aberta.</numerusform>
                <numerusform>%n casas abertas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s) covered again.</source>
            <translation>
                <numerusform>%n casa coberta de novo.</numerusform>
                <numerusform>%n casas cobertas de novo.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) placed.</source>
            <translation>
                <numerusform>%n bandeira colocada.</numerusform>
                <numerusform>%n bandeiras colocadas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) removed.</source>
            <translation>
                <numerusform>%n bandeira removida.</numerusform>
                <numerusform>%n bandeiras removidas.</numerusform>
            </translation>
        </message>
        <message>
            <source>The board is cleared.</source>
            <translation>O tabuleiro está limpo.</translation>
        </message>
        <message>
            <source>off the board</source>
            <translation>fora do tabuleiro</translation>
        </message>
        <message>
            <source>{action} at {cell}.</source>
            <translation>{action} em {cell}.</translation>
        </message>
        <message>
            <source>Playing.</source>
            <translation>Reproduzindo.</translation>
        </message>
        <message>
            <source>Paused. {position}</source>
            <translation>Pausado. {position}</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>vazia</translation>
        </message>
        <message>
            <source>covered</source>
            <translation>coberta</translation>
        </message>
        <message>
            <source>flagged</source>
            <translation>com bandeira</translation>
        </message>
        <message>
            <source>question mark</source>
            <translation>ponto de interrogação</translation>
        </message>
        <message>
            <source>exploded mine</source>
            <translation>mina explodida</translation>
        </message>
        <message>
            <source>mine</source>
            <translation>mina</translation>
        </message>
        <message>
            <source>flagged, no mine</source>
            <translation>com bandeira, sem mina</translation>
        </message>
        <message>
            <source>above left</source>
            <translation>acima à esquerda</translation>
        </message>
        <message>
            <source>above</source>
            <translation>acima</translation>
        </message>
        <message>
            <source>above right</source>
            <translation>acima à direita</translation>
        </message>
        <message>
            <source>left</source>
            <translation>à esquerda</translation>
        </message>
        <message>
            <source>right</source>
            <translation>à direita</translation>
        </message>
        <message>
            <source>below left</source>
            <translation>abaixo à esquerda</translation>
        </message>
        <message>
            <source>below</source>
            <translation>abaixo</translation>
        </message>
        <message>
            <source>below right</source>
            <translation>abaixo à direita</translation>
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
            <translation>Tabuleiro do Campo Minado</translation>
        </message>
        <message>
            <source>{rows} by {columns}.</source>
            <translation>{rows} por {columns}.</translation>
        </message>
        <message numerus="yes">
            <source>%n row(s)</source>
            <translation>
                <numerusform>%n linha</numerusform>
                <numerusform>%n linhas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n column(s)</source>
            <translation>
                <numerusform>%n coluna</numerusform>
                <numerusform>%n colunas</numerusform>
            </translation>
        </message>
        <message>
            <source>Arrows move, Space opens, F flags. I reads the cell, L its row and column, N the cells around it, R its row, K its column, M the mines left, T the time, A repeats the last announcement. J, O and E jump to the hint's cell, the next covered cell and the next cell beside a number; G goes to a typed row and column.</source>
            <translation>Setas movem, Espaço abre, F marca bandeira. I lê a casa, L sua linha e coluna, N as casas em volta, R sua linha, K sua coluna, M as minas restantes, T o tempo, A repete o último aviso. J, O e E pulam para a casa da dica, a próxima casa coberta e a próxima casa ao lado de um número; G vai para a linha e coluna digitadas.</translation>
        </message>
        <message>
            <source>{direction} {state}</source>
            <translation>{direction} {state}</translation>
        </message>
        <message>
            <source>Around {cell}: {cells}.</source>
            <translation>Em volta da {cell}: {cells}.</translation>
        </message>
        <message numerus="yes">
            <source>%n covered</source>
            <translation>
                <numerusform>%n coberta</numerusform>
                <numerusform>%n cobertas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flagged</source>
            <translation>
                <numerusform>%n com bandeira</numerusform>
                <numerusform>%n com bandeira</numerusform>
            </translation>
        </message>
        <message>
            <source>numbers {numbers}</source>
            <translation>números {numbers}</translation>
        </message>
        <message numerus="yes">
            <source>%n empty</source>
            <translation>
                <numerusform>%n vazia</numerusform>
                <numerusform>%n vazias</numerusform>
            </translation>
        </message>
        <message>
            <source>Around: {counts}.</source>
            <translation>Em volta: {counts}.</translation>
        </message>
        <message numerus="yes">
            <source>%n more flag(s) than mines.</source>
            <translation>
                <numerusform>%n bandeira a mais que minas.</numerusform>
                <numerusform>%n bandeiras a mais que minas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mine(s) left.</source>
            <translation>
                <numerusform>Resta %n mina.</numerusform>
                <numerusform>Restam %n minas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n second(s).</source>
            <translation>
                <numerusform>%n segundo.</numerusform>
                <numerusform>%n segundos.</numerusform>
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
            <translation>Nada foi dito ainda.</translation>
        </message>
        <message>
            <source>{state}.</source>
            <translation>{state}.</translation>
        </message>
        <message numerus="yes">
            <source>{state}, %n cell(s) opened.</source>
            <translation>
                <numerusform>{state}, %n casa aberta.</numerusform>
                <numerusform>{state}, %n casas abertas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s) opened around it.</source>
            <translation>
                <numerusform>%n casa aberta em volta.</numerusform>
                <numerusform>%n casas abertas em volta.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Flagged, %n mine(s) left.</source>
            <translation>
                <numerusform>Marcada, resta %n mina.</numerusform>
                <numerusform>Marcada, restam %n minas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Flag removed, %n mine(s) left.</source>
            <translation>
                <numerusform>Bandeira removida, resta %n mina.</numerusform>
                <numerusform>Bandeira removida, restam %n minas.</numerusform>
            </translation>
        </message>
        <message>
            <source>Question mark.</source>
            <translation>Ponto de interrogação.</translation>
        </message>
        <message>
            <source>{cell} is already open.</source>
            <translation>A casa na {cell} já está aberta.</translation>
        </message>
        <message>
            <source>{cell} is open; only covered cells take a flag.</source>
            <translation>A casa na {cell} está aberta; só casas cobertas recebem bandeira.</translation>
        </message>
        <message>
            <source>{cell} is flagged; F removes the flag.</source>
            <translation>A casa na {cell} tem bandeira; F a remove.</translation>
        </message>
        <message>
            <source>Edge of the board.</source>
            <translation>Borda do tabuleiro.</translation>
        </message>
        <message>
            <source>The game is over; F2 starts a new one.</source>
            <translation>O jogo acabou; F2 começa um novo.</translation>
        </message>
        <message numerus="yes">
            <source>New game, {rows} by {columns}, %n mine(s).</source>
            <translation>
                <numerusform>Novo jogo, {rows} por {columns}, %n mina.</numerusform>
                <numerusform>Novo jogo, {rows} por {columns}, %n minas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>New {level} game, {rows} by {columns}, %n mine(s).</source>
            <translation>
                <numerusform>Novo jogo {level}, {rows} por {columns}, %n mina.</numerusform>
                <numerusform>Novo jogo {level}, {rows} por {columns}, %n minas.</numerusform>
            </translation>
        </message>
        <message>
            <source>Paused; P plays on.</source>
            <translation>Em pausa; P continua.</translation>
        </message>
        <message>
            <source>Playing again.</source>
            <translation>Jogando de novo.</translation>
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
            <translation>Linha {row}: {cells}.</translation>
        </message>
        <message>
            <source>Column {column}: {cells}.</source>
            <translation>Coluna {column}: {cells}.</translation>
        </message>
        <message>
            <source>No hint names a cell yet; H asks for one.</source>
            <translation>Nenhuma dica apontou uma casa ainda; H pede uma.</translation>
        </message>
        <message>
            <source>No covered cell is left.</source>
            <translation>Não resta nenhuma casa coberta.</translation>
        </message>
        <message>
            <source>No covered cell touches an opened number.</source>
            <translation>Nenhuma casa coberta toca um número aberto.</translation>
        </message>
        <message>
            <source>The cursor is on {cell} already.</source>
            <translation>O cursor já está na {cell}.</translation>
        </message>
        <message>
            <source>Go to: type the row and the column, such as 3 5, then Enter (rows 1 to {rows}, columns 1 to {columns}).</source>
            <translation>Ir para: digite a linha e a coluna, como 3 5, e depois Enter (linhas de 1 a {rows}, colunas de 1 a {columns}).</translation>
        </message>
        <message>
            <source>The cursor stays.</source>
            <translation>O cursor fica onde está.</translation>
        </message>
        <message>
            <source>That is no cell: type a row from 1 to {rows} and a column from 1 to {columns}.</source>
            <translation>Essa casa não existe: digite uma linha de 1 a {rows} e uma coluna de 1 a {columns}.</translation>
        </message>
        <message>
            <source>Return goes on to the next one; J jumps to the cell the answer is about.</source>
            <translation>Enter vai para o próximo; J salta para a casa de que a resposta trata.</translation>
        </message>
        <message>
            <source>This one is answered.</source>
            <translation>Este já foi respondido.</translation>
        </message>
        <message>
            <source>Find a cell this position proves: Space opens a safe cell, F flags a mine; the cursor is at the first covered cell beside a number.</source>
            <translation>Encontre uma casa que esta posição prova: Espaço abre uma casa segura, F marca uma mina; o cursor está na primeira casa coberta ao lado de um número.</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>These statistics were written by a newer version of the game, so this version shows them but never changes them. Your history is shown; new results are kept beside them in {file} ({folder}) until a newer version adds them.</source>
            <translation>Estas estatísticas foram gravadas por uma versão mais nova do jogo, então esta versão as mostra mas nunca as altera. Seu histórico é mostrado; novos resultados ficam guardados ao lado em {file} ({folder}) até uma versão mais nova adicioná-los.</translation>
        </message>
        <message>
            <source>These statistics were written by a newer version of the game, so this version never changes them. Your history cannot be shown; new results are kept beside them in {file} ({folder}) until a newer version adds them.</source>
            <translation>Estas estatísticas foram gravadas por uma versão mais nova do jogo, então esta versão nunca as altera. Seu histórico não pode ser mostrado; novos resultados ficam guardados ao lado em {file} ({folder}) até uma versão mais nova adicioná-los.</translation>
        </message>
        <message>
            <source>The statistics cannot be saved right now: {cause}. Your history is shown; new results are kept and saved when the file can be written again.</source>
            <translation>As estatísticas não podem ser salvas agora: {cause}. Seu histórico é mostrado; novos resultados ficam guardados e são salvos quando o arquivo puder ser gravado de novo.</translation>
        </message>
        <message>
            <source>The statistics cannot be saved right now: {cause}. Your history cannot be shown until then; new results are kept and saved when the file can be written again.</source>
            <translation>As estatísticas não podem ser salvas agora: {cause}. Seu histórico não pode ser mostrado até lá; novos resultados ficam guardados e são salvos quando o arquivo puder ser gravado de novo.</translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be added to the statistics: {cause}. (It is|They are) kept in {file} in {folder} and added when a newer version of the game starts.</source>
            <translation>
                <numerusform>%n jogo terminado não pôde ser adicionado às estatísticas: {cause}. Ele está guardado em {file} em {folder} e será adicionado quando uma versão mais nova do jogo iniciar.</numerusform>
                <numerusform>%n jogos terminados não puderam ser adicionados às estatísticas: {cause}. Eles estão guardados em {file} em {folder} e serão adicionados quando uma versão mais nova do jogo iniciar.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be added to the statistics: {cause}. (It is|They are) kept in {file} in {folder} and added the next time the game starts.</source>
            <translation>
                <numerusform>%n jogo terminado não pôde ser adicionado às estatísticas: {cause}. Ele está guardado em {file} em {folder} e será adicionado na próxima vez que o jogo iniciar.</numerusform>
                <numerusform>%n jogos terminados não puderam ser adicionados às estatísticas: {cause}. Eles estão guardados em {file} em {folder} e serão adicionados na próxima vez que o jogo iniciar.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be saved in {folder}: {cause}. Free some space or make the folder writable before closing, or (it is|they are) lost.</source>
            <translation>
                <numerusform>%n jogo terminado não pôde ser salvo em {folder}: {cause}. Libere espaço ou torne a pasta gravável antes de fechar, ou ele será perdido.</numerusform>
                <numerusform>%n jogos terminados não puderam ser salvos em {folder}: {cause}. Libere espaço ou torne a pasta gravável antes de fechar, ou eles serão perdidos.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be saved in {folder}: {cause}, and the folder cannot be written ({why}). Free some space or make the folder writable before closing, or (it is|they are) lost.</source>
            <translation>
                <numerusform>%n jogo terminado não pôde ser salvo em {folder}: {cause}, e a pasta não pode ser gravada ({why}). Libere espaço ou torne a pasta gravável antes de fechar, ou ele será perdido.</numerusform>
                <numerusform>%n jogos terminados não puderam ser salvos em {folder}: {cause}, e a pasta não pode ser gravada ({why}). Libere espaço ou torne a pasta gravável antes de fechar, ou eles serão perdidos.</numerusform>
            </translation>
        </message>
        <message>
            <source>One result could not be saved because the statistics file cannot hold its values; it was left out (the details are in minesweeper.log), and the other results are saved as usual.</source>
            <translation>Um resultado não pôde ser salvo porque o arquivo de estatísticas não comporta seus valores; ele foi deixado de fora (os detalhes estão em minesweeper.log), e os outros resultados são salvos normalmente.</translation>
        </message>
        <message>
            <source>One result holds impossible values (a time, a count or a level that cannot be), so it was not saved (the details are in minesweeper.log); the other results are saved as usual.</source>
            <translation>Um resultado tem valores impossíveis (um tempo, uma contagem ou um nível que não pode existir), por isso não foi salvo (os detalhes estão em minesweeper.log); os outros resultados são salvos normalmente.</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) in the statistics file {file} hold(s) impossible values (a time, a count or a level that cannot be); (it is|they are) left in the file but not shown or counted.</source>
            <translation>
                <numerusform>%n jogo no arquivo de estatísticas {file} tem valores impossíveis (um tempo, uma contagem ou um nível que não pode existir); ele fica no arquivo, mas não é mostrado nem contado.</numerusform>
                <numerusform>%n jogos no arquivo de estatísticas {file} têm valores impossíveis (um tempo, uma contagem ou um nível que não pode existir); eles ficam no arquivo, mas não são mostrados nem contados.</numerusform>
            </translation>
        </message>
        <message>
            <source>Results kept from an earlier session could not be read; the file {file} in {folder} was left as it is.</source>
            <translation>Resultados guardados de uma sessão anterior não puderam ser lidos; o arquivo {file} em {folder} foi deixado como está.</translation>
        </message>
        <message>
            <source>The result could not be saved yet: {cause}. It is kept and saved with the next result, in a moment, or when the game closes.</source>
            <translation>O resultado ainda não pôde ser salvo: {cause}. Ele fica guardado e é salvo com o próximo resultado, daqui a pouco, ou quando o jogo fechar.</translation>
        </message>
        <message>
            <source>The statistics file could not be read; it was kept as {file} in {folder} and a new one was started.</source>
            <translation>O arquivo de estatísticas não pôde ser lido; foi guardado como {file} em {folder} e um novo foi iniciado.</translation>
        </message>
        <message>
            <source>The history could not be exported to {file} ({detail}).</source>
            <translation>O histórico não pôde ser exportado para {file} ({detail}).</translation>
        </message>
        <message>
            <source>another window or program is using the statistics (the file is locked)</source>
            <translation>outra janela ou programa está usando as estatísticas (o arquivo está bloqueado)</translation>
        </message>
        <message>
            <source>the statistics file or its folder is read-only</source>
            <translation>o arquivo de estatísticas ou sua pasta é somente leitura</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>o disco está cheio</translation>
        </message>
        <message>
            <source>the statistics file may not be written (no permission)</source>
            <translation>o arquivo de estatísticas não pode ser gravado (sem permissão)</translation>
        </message>
        <message>
            <source>the statistics file cannot be opened</source>
            <translation>o arquivo de estatísticas não pode ser aberto</translation>
        </message>
        <message>
            <source>the disk reported a read or write error</source>
            <translation>o disco relatou um erro de leitura ou gravação</translation>
        </message>
        <message>
            <source>the statistics were written by a newer version of the game</source>
            <translation>as estatísticas foram gravadas por uma versão mais nova do jogo</translation>
        </message>
        <message>
            <source>the statistics folder cannot be used ({detail})</source>
            <translation>a pasta de estatísticas não pode ser usada ({detail})</translation>
        </message>
        <message>
            <source>the statistics file cannot be written ({detail})</source>
            <translation>o arquivo de estatísticas não pode ser gravado ({detail})</translation>
        </message>
        <message>
            <source>The statistics cannot be reset now. {problem}</source>
            <translation>As estatísticas não podem ser zeradas agora. {problem}</translation>
        </message>
        <message>
            <source>The statistics could not be reset: {cause}.</source>
            <translation>As estatísticas não puderam ser zeradas: {cause}.</translation>
        </message>
        <message>
            <source>none</source>
            <translation>nenhum</translation>
        </message>
        <message>
            <source>This game cannot be reviewed: {reason}</source>
            <translation>Este jogo não pode ser revisado: {reason}</translation>
        </message>
        <message>
            <source>Win a game to see your times here.</source>
            <translation>Vença um jogo para ver seus tempos aqui.</translation>
        </message>
        <message numerus="yes">
            <source>last %n won game(s) per level, oldest left (time on a log scale)</source>
            <translation>
                <numerusform>último %n jogo vencido por nível, o mais antigo à esquerda (tempo em escala logarítmica)</numerusform>
                <numerusform>últimos %n jogos vencidos por nível, o mais antigo à esquerda (tempo em escala logarítmica)</numerusform>
            </translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Estatísticas</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Nível</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Jogados</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Vencidos</translation>
        </message>
        <message>
            <source>Abandoned</source>
            <translation>Abandonadas</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Taxa de vitórias</translation>
        </message>
        <message>
            <source>Streak</source>
            <translation>Sequência</translation>
        </message>
        <message>
            <source>Best streak</source>
            <translation>Melhor sequência</translation>
        </message>
        <message>
            <source>Best time</source>
            <translation>Melhor tempo</translation>
        </message>
        <message>
            <source>Levels</source>
            <translation>Níveis</translation>
        </message>
        <message>
            <source>Recent winning times</source>
            <translation>Tempos de vitória recentes</translation>
        </message>
        <message>
            <source>Level:</source>
            <translation>Nível:</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Tempo</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Data</translation>
        </message>
        <message>
            <source>Logic</source>
            <translation>Lógica</translation>
        </message>
        <message>
            <source>Best times</source>
            <translation>Melhores tempos</translation>
        </message>
        <message>
            <source>Counted: games won without hints or undo, not replays.</source>
            <translation>Contam: jogos vencidos sem dicas nem desfazer, que não são replays.</translation>
        </message>
        <message>
            <source>Show:</source>
            <translation>Mostrar:</translation>
        </message>
        <message>
            <source>All results</source>
            <translation>Todos os resultados</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Derrotas</translation>
        </message>
        <message>
            <source>Review…</source>
            <translation>Revisar…</translation>
        </message>
        <message>
            <source>Step through the selected game's moves</source>
            <translation>Percorrer as jogadas do jogo selecionado</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Exportar CSV…</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>Dicas</translation>
        </message>
        <message>
            <source>Clicks</source>
            <translation>Cliques</translation>
        </message>
        <message>
            <source>Board id</source>
            <translation>ID do tabuleiro</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Histórico</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>Treino</translation>
        </message>
        <message>
            <source>Reset…</source>
            <translation>Zerar…</translation>
        </message>
        <message>
            <source>All levels</source>
            <translation>Todos os níveis</translation>
        </message>
        <message>
            <source>This game was stored without its moves.</source>
            <translation>Este jogo foi guardado sem suas jogadas.</translation>
        </message>
        <message>
            <source>its moves cannot be read</source>
            <translation>suas jogadas não podem ser lidas</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Revisar</translation>
        </message>
        <message>
            <source>Export history</source>
            <translation>Exportar histórico</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>Arquivos CSV (*.csv)</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) exported to {path}.</source>
            <translation>
                <numerusform>%n jogo exportado para {path}.</numerusform>
                <numerusform>%n jogos exportados para {path}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Zerar estatísticas</translation>
        </message>
        <message>
            <source>Forget every finished game, best time and streak? This cannot be undone.</source>
            <translation>Esquecer todos os jogos terminados, melhores tempos e sequências? Isto não pode ser desfeito.</translation>
        </message>
        <message>
            <source>abandoned (replay)</source>
            <translation>abandonada (replay)</translation>
        </message>
        <message>
            <source>abandoned (undo)</source>
            <translation>abandonada (desfeito)</translation>
        </message>
        <message>
            <source>abandoned</source>
            <translation>abandonada</translation>
        </message>
        <message>
            <source>won (replay)</source>
            <translation>vitória (replay)</translation>
        </message>
        <message>
            <source>lost (replay)</source>
            <translation>derrota (replay)</translation>
        </message>
        <message>
            <source>won (undo)</source>
            <translation>vitória (desfeito)</translation>
        </message>
        <message>
            <source>lost (undo)</source>
            <translation>derrota (desfeito)</translation>
        </message>
        <message>
            <source>won</source>
            <translation>vitória</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>derrota</translation>
        </message>
        <message>
            <source>&amp;Copy board id</source>
            <translation>&amp;Copiar ID do tabuleiro</translation>
        </message>
        <message>
            <source>Right-click or Ctrl+C to copy it</source>
            <translation>Clique direito ou Ctrl+C para copiá-lo</translation>
        </message>
    </context>
    <context>
        <name>Status</name>
        <message>
            <source>This board starts at {cell} (marked): click it, or press Space on it, to begin.</source>
            <translation>Este tabuleiro começa na {cell} (marcada): clique nela, ou pressione Espaço nela, para começar.</translation>
        </message>
        <message>
            <source>Click any cell, or press Space on it, to start: the first cell opened always opens an area.</source>
            <translation>Clique em qualquer casa, ou pressione Espaço nela, para começar: a primeira casa aberta sempre abre uma área.</translation>
        </message>
        <message>
            <source>Click the marked cell at {cell}, or press Space on it, to start this board.</source>
            <translation>Clique na casa marcada na {cell}, ou pressione Espaço nela, para começar este tabuleiro.</translation>
        </message>
        <message>
            <source>No flags to check.</source>
            <translation>Nenhuma bandeira para verificar.</translation>
        </message>
        <message>
            <source>Why the mine was hit could not be worked out: {error}</source>
            <translation>Não foi possível descobrir por que a mina foi atingida: {error}</translation>
        </message>
        <message>
            <source>The board could not be prepared: {error}</source>
            <translation>O tabuleiro não pôde ser preparado: {error}</translation>
        </message>
        <message>
            <source>The analysis could not work this position out: {error}</source>
            <translation>A análise não conseguiu resolver esta posição: {error}</translation>
        </message>
        <message>
            <source>The helper could not work this position out: {error}</source>
            <translation>O ajudante não conseguiu resolver esta posição: {error}</translation>
        </message>
        <message>
            <source>Retry: the same board again (a replay, not counted for best times).</source>
            <translation>Repetir: o mesmo tabuleiro de novo (um replay, não conta para os melhores tempos).</translation>
        </message>
        <message>
            <source>The daily board of {date}: the same for everyone today.</source>
            <translation>O tabuleiro do dia {date}: o mesmo para todos hoje.</translation>
        </message>
        <message>
            <source>The board of this id ({width}x{height}, {mines} mines).</source>
            <translation>O tabuleiro deste ID ({width}x{height}, {mines} minas).</translation>
        </message>
        <message>
            <source>You have played it before: a replay, not counted for best times.</source>
            <translation>Você já jogou este: um replay, não conta para os melhores tempos.</translation>
        </message>
        <message>
            <source>It cannot be won without guessing: it was not made by a no-guess creator.</source>
            <translation>Não dá para vencê-lo sem chutar: não foi criado por um gerador sem chute.</translation>
        </message>
        <message>
            <source>Logic: {grade}.</source>
            <translation>Lógica: {grade}.</translation>
        </message>
        <message>
            <source>Preparing the board…</source>
            <translation>Preparando o tabuleiro…</translation>
        </message>
        <message>
            <source>Creating a board you can solve without guessing…</source>
            <translation>Criando um tabuleiro que se resolve sem chutar…</translation>
        </message>
        <message>
            <source>Creating a board you can solve without guessing, of logic grade “{grade}” (this may take a while)…</source>
            <translation>Criando um tabuleiro que se resolve sem chutar, de grau lógico “{grade}” (pode demorar um pouco)…</translation>
        </message>
        <message>
            <source>This board cannot be created: {reason}</source>
            <translation>Este tabuleiro não pode ser criado: {reason}</translation>
        </message>
        <message>
            <source>Creating the board failed unexpectedly ({error}). Please try again.</source>
            <translation>A criação do tabuleiro falhou inesperadamente ({error}). Tente de novo.</translation>
        </message>
        <message>
            <source>The click that hit the mine is taken back; play on. This game now counts as assisted (no best time).</source>
            <translation>O clique que atingiu a mina foi desfeito; continue jogando. Este jogo agora conta como assistido (sem melhor tempo).</translation>
        </message>
        <message>
            <source>{text} It starts at {cell}, marked green: click it, or press Space on it, to begin.</source>
            <translation>{text} Ele começa na {cell}, marcada em verde: clique nela, ou pressione Espaço nela, para começar.</translation>
        </message>
        <message>
            <source>There is no board yet: it is made at your first click. Copy its id once you have started.</source>
            <translation>Ainda não há tabuleiro: ele é criado no seu primeiro clique. Copie o ID depois de começar.</translation>
        </message>
        <message>
            <source>Board id copied: {id}. Anyone can play this board with Game &gt; Open board id (it shows where the mines are to whoever decodes it).</source>
            <translation>ID do tabuleiro copiado: {id}. Qualquer pessoa pode jogar este tabuleiro em Jogo &gt; Abrir ID de tabuleiro (ele mostra onde estão as minas para quem o decodificar).</translation>
        </message>
        <message>
            <source>This board id cannot be opened. {reason}</source>
            <translation>Este ID de tabuleiro não pode ser aberto. {reason}</translation>
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
            <translation>Bum: uma mina na {cell}.</translation>
        </message>
        <message numerus="yes">
            <source>You won in {seconds} s with help (%n hint(s)).</source>
            <translation>
                <numerusform>Você venceu em {seconds} s com ajuda (%n dica).</numerusform>
                <numerusform>Você venceu em {seconds} s com ajuda (%n dicas).</numerusform>
            </translation>
        </message>
        <message>
            <source>You won in {seconds} s after an undo (not counted for best times).</source>
            <translation>Você venceu em {seconds} s depois de desfazer (não conta para os melhores tempos).</translation>
        </message>
        <message>
            <source>You won in {seconds} s on a retried board (not counted for best times).</source>
            <translation>Você venceu em {seconds} s num tabuleiro repetido (não conta para os melhores tempos).</translation>
        </message>
        <message>
            <source>You won in {seconds} s: a new best time!</source>
            <translation>Você venceu em {seconds} s: novo melhor tempo!</translation>
        </message>
        <message>
            <source>You won in {seconds} s.</source>
            <translation>Você venceu em {seconds} s.</translation>
        </message>
        <message>
            <source>— (wins only)</source>
            <translation>— (só vitórias)</translation>
        </message>
        <message>
            <source>— (help was used)</source>
            <translation>— (com ajuda)</translation>
        </message>
        <message>
            <source>— (after an undo)</source>
            <translation>— (depois de desfazer)</translation>
        </message>
        <message>
            <source>— (a retried board)</source>
            <translation>— (tabuleiro repetido)</translation>
        </message>
        <message>
            <source>{rank} of {ranked}</source>
            <translation>{rank} de {ranked}</translation>
        </message>
        <message>
            <source>— (hints made moves)</source>
            <translation>— (as dicas fizeram jogadas)</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Tempo</translation>
        </message>
        <message>
            <source>{seconds} s</source>
            <translation>{seconds} s</translation>
        </message>
        <message>
            <source>Clicks</source>
            <translation>Cliques</translation>
        </message>
        <message>
            <source>Efficiency</source>
            <translation>Eficiência</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>Dicas</translation>
        </message>
        <message>
            <source>none</source>
            <translation>nenhuma</translation>
        </message>
        <message>
            <source>Logic</source>
            <translation>Lógica</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Posição</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Regras</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Padrão</translation>
        </message>
    </context>
    <context>
        <name>Window</name>
        <message>
            <source>No-guess Minesweeper</source>
            <translation>Campo Minado lógico</translation>
        </message>
        <message>
            <source>B switches between the mines and the position before the mistake, where these cells are marked.</source>
            <translation>B alterna entre as minas e a posição antes do erro, onde estas casas estão marcadas.</translation>
        </message>
        <message>
            <source>Working out why that cell was not safe…</source>
            <translation>Descobrindo por que aquela casa não era segura…</translation>
        </message>
        <message>
            <source>Mines left</source>
            <translation>Minas restantes</translation>
        </message>
        <message>
            <source>Seconds</source>
            <translation>Segundos</translation>
        </message>
        <message>
            <source>New game (F2)</source>
            <translation>Novo jogo (F2)</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Dica</translation>
        </message>
        <message>
            <source>Hint (H): what to do next</source>
            <translation>Dica (H): o que fazer agora</translation>
        </message>
        <message>
            <source>Check flags</source>
            <translation>Verificar bandeiras</translation>
        </message>
        <message>
            <source>Check flags (C): are your flags right?</source>
            <translation>Verificar bandeiras (C): suas bandeiras estão certas?</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Desfazer</translation>
        </message>
        <message>
            <source>Undo (Ctrl+Z): take back the click that hit a mine and play on (the game then counts as assisted)</source>
            <translation>Desfazer (Ctrl+Z): voltar o clique que atingiu uma mina e continuar (o jogo passa a contar como assistido)</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Repetir</translation>
        </message>
        <message>
            <source>Retry this board (Ctrl+R): the same mines from the start (a replay: not counted for best times)</source>
            <translation>Repetir este tabuleiro (Ctrl+R): as mesmas minas desde o início (um replay: não conta para os melhores tempos)</translation>
        </message>
        <message>
            <source>Mines</source>
            <translation>Minas</translation>
        </message>
        <message>
            <source>Show the end of the game: where every mine was (B switches)</source>
            <translation>Mostrar o fim do jogo: onde estava cada mina (B alterna)</translation>
        </message>
        <message>
            <source>Before mistake</source>
            <translation>Antes do erro</translation>
        </message>
        <message>
            <source>Show the position just before the mine was hit, with the explanation's cells marked (B switches)</source>
            <translation>Mostrar a posição logo antes de a mina ser atingida, com as casas da explicação marcadas (B alterna)</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Revisar</translation>
        </message>
        <message>
            <source>Review the game (Ctrl+E): step through your moves, which were forced, which were guesses, and the solver's own path</source>
            <translation>Revisar o jogo (Ctrl+E): percorrer suas jogadas, quais foram forçadas, quais foram chutes, e o caminho do próprio resolvedor</translation>
        </message>
        <message>
            <source>Making the board</source>
            <translation>Criando o tabuleiro</translation>
        </message>
        <message>
            <source>Paused</source>
            <translation>Em pausa</translation>
        </message>
        <message>
            <source>Press P or click here to play on.</source>
            <translation>Pressione P ou clique aqui para continuar.</translation>
        </message>
        <message>
            <source>The clock is stopped.</source>
            <translation>O relógio está parado.</translation>
        </message>
        <message>
            <source>Pause (P): stop the clock and hide the board</source>
            <translation>Pausa (P): parar o relógio e esconder o tabuleiro</translation>
        </message>
        <message>
            <source>Leave the game in progress? It counts as a loss in your statistics.</source>
            <translation>Abandonar o jogo em andamento? Ele conta como derrota nas suas estatísticas.</translation>
        </message>
        <message>
            <source>Leave it (a loss)</source>
            <translation>Abandonar (derrota)</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>Continuar jogando</translation>
        </message>
        <message>
            <source>Your game from last time is back, on the second you left it. Press P or click the board to play on.</source>
            <translation>Seu jogo da última vez voltou, no segundo em que você o deixou. Pressione P ou clique no tabuleiro para continuar.</translation>
        </message>
    </context>
    <context>
        <name>argparse</name>
        <message>
            <source>usage: </source>
            <translation>uso: </translation>
        </message>
        <message>
            <source>positional arguments</source>
            <translation>argumentos posicionais</translation>
        </message>
        <message>
            <source>options</source>
            <translation>opções</translation>
        </message>
        <message>
            <source>show this help message and exit</source>
            <translation>mostrar esta ajuda e sair</translation>
        </message>
        <message>
            <source>%(prog)s: error: %(message)s</source>
            <translation>%(prog)s: erro: %(message)s</translation>
        </message>
        <message>
            <source>argument %(argument_name)s: %(message)s</source>
            <translation>argumento %(argument_name)s: %(message)s</translation>
        </message>
        <message>
            <source>unrecognized arguments: %s</source>
            <translation>argumentos não reconhecidos: %s</translation>
        </message>
        <message>
            <source>the following arguments are required: %s</source>
            <translation>os seguintes argumentos são obrigatórios: %s</translation>
        </message>
        <message>
            <source>one of the arguments %s is required</source>
            <translation>um dos argumentos %s é obrigatório</translation>
        </message>
        <message>
            <source>not allowed with argument %s</source>
            <translation>não permitido com o argumento %s</translation>
        </message>
        <message>
            <source>ignored explicit argument %r</source>
            <translation>argumento explícito %r ignorado</translation>
        </message>
        <message>
            <source>expected one argument</source>
            <translation>esperava um argumento</translation>
        </message>
        <message>
            <source>expected at most one argument</source>
            <translation>esperava no máximo um argumento</translation>
        </message>
        <message>
            <source>expected at least one argument</source>
            <translation>esperava pelo menos um argumento</translation>
        </message>
        <message>
            <source>expected %s argument</source>
            <translation>esperava %s argumento</translation>
        </message>
        <message>
            <source>expected %s arguments</source>
            <translation>esperava %s argumentos</translation>
        </message>
        <message>
            <source>ambiguous option: %(option)s could match %(matches)s</source>
            <translation>opção ambígua: %(option)s pode corresponder a %(matches)s</translation>
        </message>
        <message>
            <source>invalid %(type)s value: %(value)r</source>
            <translation>valor %(type)s inválido: %(value)r</translation>
        </message>
        <message>
            <source>invalid choice: %(value)r (choose from %(choices)s)</source>
            <translation>escolha inválida: %(value)r (escolha entre %(choices)s)</translation>
        </message>
        <message>
            <source>can't open '%(filename)s': %(error)s</source>
            <translation>não é possível abrir '%(filename)s': %(error)s</translation>
        </message>
    </context>
</TS>
