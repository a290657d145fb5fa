<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
    <context>
        <name>Cells</name>
        <message>
            <source>row {row}, column {col}</source>
            <translation>ligne {row}, colonne {col}</translation>
        </message>
    </context>
    <context>
        <name>Custom</name>
        <message>
            <source>Your own</source>
            <translation>Personnalisé</translation>
        </message>
        <message>
            <source>{name}: {width}x{height}, {mines} mines</source>
            <translation>{name} : {width}x{height}, {mines} mines</translation>
        </message>
        <message>
            <source>Mines as a share of the cells: 12% is Beginner, 21% Expert</source>
            <translation>Part des cases qui sont des mines : 12% pour Débutant, 21% pour Expert</translation>
        </message>
        <message>
            <source>&amp;Density:</source>
            <translation>&amp;Densité :</translation>
        </message>
        <message>
            <source>&amp;Start from:</source>
            <translation>&amp;Partir de :</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <source>Time</source>
            <translation>Temps</translation>
        </message>
        <message>
            <source>Seconds from the first click to the last; the clock stops while paused.</source>
            <translation>Secondes du premier au dernier clic ; l'horloge s'arrête pendant la pause.</translation>
        </message>
        <message>
            <source>The board's difficulty in clicks: the fewest clicks that clear it without flags (each opening counts once, plus every number not next to an opening).</source>
            <translation>La difficulté de la grille en clics : le moins de clics qui la résolvent sans drapeaux (chaque ouverture compte une fois, plus chaque nombre qui ne touche pas une ouverture).</translation>
        </message>
        <message>
            <source>3BV divided by your time: your speed, fair across easy and hard boards.</source>
            <translation>3BV divisé par ton temps : ta vitesse, juste entre grilles faciles et difficiles.</translation>
        </message>
        <message>
            <source>Clicks</source>
            <translation>Clics</translation>
        </message>
        <message>
            <source>Every click you made: opens, flags and chords.</source>
            <translation>Chacun de tes clics : ouvertures, drapeaux et accords.</translation>
        </message>
        <message>
            <source>Efficiency</source>
            <translation>Efficacité</translation>
        </message>
        <message>
            <source>3BV divided by your clicks, as a percentage: 100% means no click was wasted (chording can take it above 100%).</source>
            <translation>3BV divisé par tes clics, en pourcentage : 100% signifie qu'aucun clic n'a été perdu (les accords peuvent dépasser 100%).</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>Indices</translation>
        </message>
        <message>
            <source>How many times you asked for a hint or a flag check.</source>
            <translation>Combien de fois tu as demandé un indice ou une vérification des drapeaux.</translation>
        </message>
        <message>
            <source>Logic</source>
            <translation>Logique</translation>
        </message>
        <message>
            <source>The hardest reasoning the board needs: one number (each step follows from one number), two numbers (two numbers read together), or three+ numbers or the mine count.</source>
            <translation>Le raisonnement le plus difficile que demande la grille : un nombre (chaque pas découle d'un nombre), deux nombres (lus ensemble), ou trois nombres et plus ou le nombre de mines.</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Rang</translation>
        </message>
        <message>
            <source>Where this time stands among your wins at this level without help.</source>
            <translation>La place de ce temps parmi tes victoires sans aide à ce niveau.</translation>
        </message>
        <message>
            <source>Chord</source>
            <translation>Accord</translation>
        </message>
        <message>
            <source>Clicking a number whose mines are all flagged opens every other cell around it.</source>
            <translation>Cliquer sur un nombre dont toutes les mines portent un drapeau ouvre toutes les autres cases autour.</translation>
        </message>
        <message>
            <source>Open every cell that is not a mine. A number tells how many of the eight cells around it hide a mine. Right-click (or F) puts a flag on a cell you know is a mine. Your first click is always an opening, and every board can be solved by logic alone: you never have to guess.</source>
            <translation>Ouvre chaque case qui n'est pas une mine. Un nombre indique combien des huit cases autour cachent une mine. Le clic droit (ou F) pose un drapeau sur une case que tu sais minée. Ton premier clic ouvre toujours une zone, et chaque grille se résout par la seule logique : tu n'as jamais à deviner.</translation>
        </message>
        <message>
            <source>Hint (H) teaches rather than plays: each press on the same position says a little more. First it checks your flags, then it shows where progress is possible, then which cell and why, in words, and only at the end makes the move for you. Check flags (C) says whether your flags are right. A game with hints is not ranked for best times.</source>
            <translation>Indice (H) enseigne plutôt que de jouer : chaque appui sur la même position en dit un peu plus. D'abord il vérifie tes drapeaux, puis il montre où avancer, puis quelle case et pourquoi, en mots, et seulement à la fin il joue le coup pour toi. Vérifier les drapeaux (C) dit si tes drapeaux sont justes. Une partie avec indices ne compte pas pour les meilleurs temps.</translation>
        </message>
        <message>
            <source>Arrows, Space, F</source>
            <translation>Flèches, Espace, F</translation>
        </message>
        <message>
            <source>move the cursor, open, flag</source>
            <translation>déplacer le curseur, ouvrir, poser un drapeau</translation>
        </message>
        <message>
            <source>hint, check flags</source>
            <translation>indice, vérifier les drapeaux</translation>
        </message>
        <message>
            <source>pause (the board is hidden, the clock stops)</source>
            <translation>pause (la grille est cachée, l'horloge s'arrête)</translation>
        </message>
        <message>
            <source>new game</source>
            <translation>nouvelle partie</translation>
        </message>
        <message>
            <source>after a game: undo, retry, review, mines or before</source>
            <translation>après une partie : annuler, rejouer, revoir, mines ou avant</translation>
        </message>
        <message>
            <source>from the board to the buttons and back</source>
            <translation>de la grille aux boutons et retour</translation>
        </message>
        <message>
            <source>a flag: you say a mine is here</source>
            <translation>un drapeau : tu dis qu'il y a une mine ici</translation>
        </message>
        <message>
            <source>a question mark (Options &gt; Question marks): not sure yet</source>
            <translation>un point d'interrogation (Options &gt; Points d'interrogation) : pas encore sûr</translation>
        </message>
        <message>
            <source>a mine, shown when the game ends</source>
            <translation>une mine, montrée à la fin de la partie</translation>
        </message>
        <message>
            <source>The board's pictures</source>
            <translation>Les images de la grille</translation>
        </message>
        <message>
            <source>Marks on the board</source>
            <translation>Les marques sur la grille</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>Touches</translation>
        </message>
        <message>
            <source>Words of the counters and the summary</source>
            <translation>Les mots des compteurs et du résumé</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>Comment jouer</translation>
        </message>
        <message>
            <source>Hints, flag checks and the loss explanation mark cells; each mark differs in colour and in its frame, so it reads without colour too. The legend under the board names the marks shown.</source>
            <translation>Les indices, la vérification des drapeaux et l'explication d'une défaite marquent des cases ; chaque marque diffère par sa couleur et son cadre, elle se lit donc aussi sans couleur. La légende sous la grille nomme les marques affichées.</translation>
        </message>
        <message>
            <source>Mines left: the mines on the board minus your flags (below zero when there are more flags than mines).</source>
            <translation>Mines restantes : les mines de la grille moins tes drapeaux (sous zéro s'il y a plus de drapeaux que de mines).</translation>
        </message>
        <message>
            <source>Seconds played, up to 999. The clock stops while the game is paused (P).</source>
            <translation>Secondes jouées, jusqu'à 999. L'horloge s'arrête pendant la pause (P).</translation>
        </message>
        <message>
            <source>New game (F2). The face shows how the game stands: smiling while you play, surprised while you press, glasses on a win, crosses on a loss.</source>
            <translation>Nouvelle partie (F2). Le visage montre l'état de la partie : il sourit pendant le jeu, s'étonne quand tu appuies, porte des lunettes en cas de victoire et des croix en cas de défaite.</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>{number} has no mines around it, so {cell} is safe.</source>
            <translation>{number} n'a aucune mine autour de lui, donc {cell} est sûre.</translation>
        </message>
        <message numerus="yes">
            <source>{number} already has its %n mine(s) flagged, so its other covered cells are safe, including {cell}.</source>
            <translation>
                <numerusform>{number} a déjà sa %n mine marquée d'un drapeau, donc ses autres cases couvertes sont sûres, dont {cell}.</numerusform>
                <numerusform>{number} a déjà ses %n mines marquées d'un drapeau, donc ses autres cases couvertes sont sûres, dont {cell}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{number} touches exactly %n covered cell(s)</source>
            <translation>
                <numerusform>{number} touche exactement %n case couverte</numerusform>
                <numerusform>{number} touche exactement %n cases couvertes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{number} has {flagged} flagged and needs {more}; it touches exactly %n other covered cell(s)</source>
            <translation>
                <numerusform>{number} a déjà {flagged} sous drapeau et en demande {more} ; il touche exactement %n autre case couverte</numerusform>
                <numerusform>{number} a déjà {flagged} sous drapeau et en demande {more} ; il touche exactement %n autres cases couvertes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more</source>
            <translation>
                <numerusform>%n de plus</numerusform>
                <numerusform>%n de plus</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}, so {cell} is a mine.</source>
            <translation>{head}, donc {cell} est une mine.</translation>
        </message>
        <message>
            <source>{head}, so both are mines: {cell} is a mine.</source>
            <translation>{head}, donc les deux sont des mines : {cell} est une mine.</translation>
        </message>
        <message>
            <source>{head}, so all of them are mines: {cell} is a mine.</source>
            <translation>{head}, donc toutes sont des mines : {cell} est une mine.</translation>
        </message>
        <message numerus="yes">
            <source>Every covered cell around {a} also touches {b}, so the %n more mine(s) it needs (is|are) next to both numbers.</source>
            <translation>
                <numerusform>Chaque case couverte autour de {a} touche aussi {b}, donc la %n mine qui lui manque encore est à côté des deux nombres.</numerusform>
                <numerusform>Chaque case couverte autour de {a} touche aussi {b}, donc les %n mines qui lui manquent encore sont à côté des deux nombres.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Every covered cell around {a} also touches {b}, so the %n mine(s) it needs (is|are) next to both numbers.</source>
            <translation>
                <numerusform>Chaque case couverte autour de {a} touche aussi {b}, donc la %n mine qu'il lui faut est à côté des deux nombres.</numerusform>
                <numerusform>Chaque case couverte autour de {a} touche aussi {b}, donc les %n mines qu'il lui faut sont à côté des deux nombres.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{a} needs {needs} but has only {away} away from {b}, so at least %n mine(s) (is|are) next to both numbers.</source>
            <translation>
                <numerusform>{a} demande {needs} mais n'a que {away} hors de portée de {b}, donc au moins %n mine est à côté des deux nombres.</numerusform>
                <numerusform>{a} demande {needs} mais n'a que {away} hors de portée de {b}, donc au moins %n mines sont à côté des deux nombres.</numerusform>
            </translation>
        </message>
        <message>
            <source>That is all {b} still needs, so its other covered cells are safe, including {cell}.</source>
            <translation>C'est tout ce qu'il manque encore à {b}, donc ses autres cases couvertes sont sûres, dont {cell}.</translation>
        </message>
        <message>
            <source>That is all {b} needs, so its other covered cells are safe, including {cell}.</source>
            <translation>C'est tout ce qu'il faut à {b}, donc ses autres cases couvertes sont sûres, dont {cell}.</translation>
        </message>
        <message numerus="yes">
            <source>%n covered cell(s)</source>
            <translation>
                <numerusform>%n case couverte</numerusform>
                <numerusform>%n cases couvertes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{a} needs only {needs}, so the cells it shares with {b} hold at most %n mine(s).</source>
            <translation>
                <numerusform>{a} ne demande que {needs}, donc les cases qu'il partage avec {b} contiennent au plus %n mine.</numerusform>
                <numerusform>{a} ne demande que {needs}, donc les cases qu'il partage avec {b} contiennent au plus %n mines.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{b} needs {needs}, so its %n other covered cell(s) must hold the rest: {cell} is a mine.</source>
            <translation>
                <numerusform>{b} demande {needs}, donc son %n autre case couverte doit contenir le reste : {cell} est une mine.</numerusform>
                <numerusform>{b} demande {needs}, donc ses %n autres cases couvertes doivent contenir le reste : {cell} est une mine.</numerusform>
            </translation>
        </message>
        <message>
            <source>Suppose {cell} were safe.</source>
            <translation>Supposons que {cell} soit sûre.</translation>
        </message>
        <message>
            <source>Suppose {cell} were a mine.</source>
            <translation>Supposons que {cell} soit une mine.</translation>
        </message>
        <message>
            <source>Then {number} makes {cells} safe.</source>
            <translation>Alors {number} rend {cells} sûres.</translation>
        </message>
        <message>
            <source>Then {number} makes {cells} a mine.</source>
            <translation>Alors {number} fait de {cells} une mine.</translation>
        </message>
        <message>
            <source>Then {number} makes {cells} mines.</source>
            <translation>Alors {number} fait de {cells} des mines.</translation>
        </message>
        <message>
            <source>But then {number} would have too many mines.</source>
            <translation>Mais alors {number} aurait trop de mines.</translation>
        </message>
        <message>
            <source>But then {number} would have too few mines.</source>
            <translation>Mais alors {number} n'aurait pas assez de mines.</translation>
        </message>
        <message>
            <source>So {cell} is a mine.</source>
            <translation>Donc {cell} est une mine.</translation>
        </message>
        <message>
            <source>So {cell} is safe.</source>
            <translation>Donc {cell} est sûre.</translation>
        </message>
        <message>
            <source>Try every way to place mines around the {count} highlighted numbers that fits all of them: {cell} is a mine in each of them.</source>
            <translation>Essayez toutes les façons de placer des mines autour des {count} nombres surlignés qui les respectent tous : {cell} est une mine dans chacune.</translation>
        </message>
        <message>
            <source>Try every way to place mines around the {count} highlighted numbers that fits all of them: {cell} is safe in each of them.</source>
            <translation>Essayez toutes les façons de placer des mines autour des {count} nombres surlignés qui les respectent tous : {cell} est sûre dans chacune.</translation>
        </message>
        <message>
            <source>(Finding the easiest step takes too long here, so this uses {count} numbers around it; a smaller set may also work.)</source>
            <translation>(Trouver l'étape la plus simple prend trop de temps ici : ceci utilise donc {count} nombres alentour ; un ensemble plus petit pourrait aussi suffire.)</translation>
        </message>
        <message>
            <source>(This uses the {count} numbers around it; a smaller set may also work.)</source>
            <translation>(Ceci utilise les {count} nombres alentour ; un ensemble plus petit pourrait aussi suffire.)</translation>
        </message>
        <message>
            <source>There are no mines</source>
            <translation>Il n'y a aucune mine</translation>
        </message>
        <message numerus="yes">
            <source>%n mine(s) (is|are) left</source>
            <translation>
                <numerusform>Il reste %n mine</numerusform>
                <numerusform>Il reste %n mines</numerusform>
            </translation>
        </message>
        <message>
            <source>The only mine is accounted for by the highlighted numbers</source>
            <translation>La seule mine est expliquée par les nombres surlignés</translation>
        </message>
        <message>
            <source>The only mine is accounted for</source>
            <translation>La seule mine est expliquée</translation>
        </message>
        <message>
            <source>All {total} mines are accounted for by the highlighted numbers</source>
            <translation>Les {total} mines sont toutes expliquées par les nombres surlignés</translation>
        </message>
        <message>
            <source>All {total} mines are accounted for</source>
            <translation>Les {total} mines sont toutes expliquées</translation>
        </message>
        <message>
            <source>All but {left} of the {total} mines are accounted for by the highlighted numbers</source>
            <translation>Toutes les {total} mines sauf {left} sont expliquées par les nombres surlignés</translation>
        </message>
        <message>
            <source>All but {left} of the {total} mines are accounted for</source>
            <translation>Toutes les {total} mines sauf {left} sont expliquées</translation>
        </message>
        <message>
            <source>{head}, so every covered cell is safe, including {cell}.</source>
            <translation>{head}, donc toutes les cases couvertes sont sûres, dont {cell}.</translation>
        </message>
        <message>
            <source>{head}, so every other covered cell is safe, including {cell}.</source>
            <translation>{head}, donc toutes les autres cases couvertes sont sûres, dont {cell}.</translation>
        </message>
        <message>
            <source>{head}, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>{head}, donc toute case couverte qui ne touche aucun nombre est sûre, dont {cell}.</translation>
        </message>
        <message numerus="yes">
            <source>{head}, which need at least %n more mine(s) among their covered cells, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>
                <numerusform>{head}, qui demandent encore au moins %n mine parmi leurs cases couvertes, donc toute case couverte qui ne touche aucun nombre est sûre, dont {cell}.</numerusform>
                <numerusform>{head}, qui demandent encore au moins %n mines parmi leurs cases couvertes, donc toute case couverte qui ne touche aucun nombre est sûre, dont {cell}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{head}, and the highlighted numbers need at least %n mine(s) among their covered cells, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>
                <numerusform>{head}, et les nombres surlignés demandent au moins %n mine parmi leurs cases couvertes, donc toute case couverte qui ne touche aucun nombre est sûre, dont {cell}.</numerusform>
                <numerusform>{head}, et les nombres surlignés demandent au moins %n mines parmi leurs cases couvertes, donc toute case couverte qui ne touche aucun nombre est sûre, dont {cell}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}, and (it|they) can only go next to the highlighted numbers, so every covered cell that touches no number is safe, including {cell}.</source>
            <translation>{head}, et elle ne peut se trouver qu'à côté des nombres surlignés, donc toute case couverte qui ne touche aucun nombre est sûre, dont {cell}.</translation>
        </message>
        <message numerus="yes">
            <source>{head}. The highlighted numbers leave room for at most %n mine(s) among their covered cells, so the only covered cell that touches no number, {cell}, is a mine.</source>
            <translation>
                <numerusform>{head}. Les nombres surlignés laissent de la place pour au plus %n mine parmi leurs cases couvertes, donc la seule case couverte qui ne touche aucun nombre, {cell}, est une mine.</numerusform>
                <numerusform>{head}. Les nombres surlignés laissent de la place pour au plus %n mines parmi leurs cases couvertes, donc la seule case couverte qui ne touche aucun nombre, {cell}, est une mine.</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}. So the only covered cell that touches no number, {cell}, is a mine.</source>
            <translation>{head}. Donc la seule case couverte qui ne touche aucun nombre, {cell}, est une mine.</translation>
        </message>
        <message numerus="yes">
            <source>{head}. The highlighted numbers leave room for at most {room} among their covered cells, so the %n covered cells that touch no number are all mines: {cell} is a mine.</source>
            <translation>
                <numerusform>{head}. Les nombres surlignés laissent de la place pour au plus {room} parmi leurs cases couvertes, donc la %n case couverte qui ne touche aucun nombre est une mine : {cell} est une mine.</numerusform>
                <numerusform>{head}. Les nombres surlignés laissent de la place pour au plus {room} parmi leurs cases couvertes, donc les %n cases couvertes qui ne touchent aucun nombre sont toutes des mines : {cell} est une mine.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{head}. So the %n covered cells that touch no number are all mines: {cell} is a mine.</source>
            <translation>
                <numerusform>{head}. Donc la %n case couverte qui ne touche aucun nombre est une mine : {cell} est une mine.</numerusform>
                <numerusform>{head}. Donc les %n cases couvertes qui ne touchent aucun nombre sont toutes des mines : {cell} est une mine.</numerusform>
            </translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fits the count; with that, {cell} is always a mine.</source>
            <translation>{head}. Les nombres surlignés autour de {cell} permettent {allowed} mines parmi leurs cases couvertes, mais seul {fits} correspond au compte ; ainsi, {cell} est toujours une mine.</translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fits the count; with that, {cell} is always safe.</source>
            <translation>{head}. Les nombres surlignés autour de {cell} permettent {allowed} mines parmi leurs cases couvertes, mais seul {fits} correspond au compte ; ainsi, {cell} est toujours sûre.</translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fit the count; with that, {cell} is always a mine.</source>
            <translation>{head}. Les nombres surlignés autour de {cell} permettent {allowed} mines parmi leurs cases couvertes, mais seuls {fits} correspondent au compte ; ainsi, {cell} est toujours une mine.</translation>
        </message>
        <message>
            <source>{head}. The highlighted numbers around {cell} allow {allowed} mines among their covered cells, but only {fits} fit the count; with that, {cell} is always safe.</source>
            <translation>{head}. Les nombres surlignés autour de {cell} permettent {allowed} mines parmi leurs cases couvertes, mais seuls {fits} correspondent au compte ; ainsi, {cell} est toujours sûre.</translation>
        </message>
        <message>
            <source>{head}. Counting the mines left against every way the highlighted numbers allow, {cell} is a mine.</source>
            <translation>{head}. En comparant les mines restantes à toutes les possibilités qu'autorisent les nombres surlignés, {cell} est une mine.</translation>
        </message>
        <message>
            <source>{head}. Counting the mines left against every way the highlighted numbers allow, {cell} is safe.</source>
            <translation>{head}. En comparant les mines restantes à toutes les possibilités qu'autorisent les nombres surlignés, {cell} est sûre.</translation>
        </message>
        <message numerus="yes">
            <source>%n number(s) (has|have) more flags around (it|them) than (its value|their values).</source>
            <translation>
                <numerusform>%n nombre a plus de drapeaux autour de lui que sa valeur.</numerusform>
                <numerusform>%n nombres ont plus de drapeaux autour d'eux que leur valeur.</numerusform>
            </translation>
        </message>
        <message>
            <source>no mine</source>
            <translation>zéro mine</translation>
        </message>
        <message numerus="yes">
            <source>only %n mine(s)</source>
            <translation>
                <numerusform>seulement %n mine</numerusform>
                <numerusform>seulement %n mines</numerusform>
            </translation>
        </message>
        <message>
            <source>so the flag is wrong</source>
            <translation>donc le drapeau est faux</translation>
        </message>
        <message>
            <source>so all of these flags are wrong</source>
            <translation>donc tous ces drapeaux sont faux</translation>
        </message>
        <message numerus="yes">
            <source>so at least %n of these flags (is|are) wrong</source>
            <translation>
                <numerusform>donc au moins %n de ces drapeaux est faux</numerusform>
                <numerusform>donc au moins %n de ces drapeaux sont faux</numerusform>
            </translation>
        </message>
        <message>
            <source>{number} has {flags} around it, at {cells}, but {room}, {verdict}.</source>
            <translation>{number} a {flags} autour de lui ({cells}), mais sa valeur annonce {room}, {verdict}.</translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s)</source>
            <translation>
                <numerusform>%n drapeau</numerusform>
                <numerusform>%n drapeaux</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more number(s) (has|have) too many flags as well.</source>
            <translation>
                <numerusform>%n autre nombre a lui aussi trop de drapeaux.</numerusform>
                <numerusform>%n autres nombres ont eux aussi trop de drapeaux.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) (is|are) wrong.</source>
            <translation>
                <numerusform>%n drapeau est faux.</numerusform>
                <numerusform>%n drapeaux sont faux.</numerusform>
            </translation>
        </message>
        <message>
            <source>The flag at {cells} is on a safe cell: the numbers prove there is no mine there.</source>
            <translation>Le drapeau en {cells} est sur une case sûre : les nombres prouvent qu'il n'y a pas de mine à cet endroit.</translation>
        </message>
        <message>
            <source>The flags at {cells} are on safe cells: the numbers prove there are no mines there.</source>
            <translation>Les drapeaux en {cells} sont sur des cases sûres : les nombres prouvent qu'il n'y a pas de mines à ces endroits.</translation>
        </message>
        <message>
            <source>Press Hint again and I will remove the flag at {cell}.</source>
            <translation>Appuyez encore sur Indice et je retirerai le drapeau en {cell}.</translation>
        </message>
        <message>
            <source>Removing the flag at {cell}.</source>
            <translation>Je retire le drapeau en {cell}.</translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) cannot be proven yet; (it|they) may be wrong.</source>
            <translation>
                <numerusform>%n drapeau ne peut pas encore être prouvé ; il est peut-être faux.</numerusform>
                <numerusform>%n drapeaux ne peuvent pas encore être prouvés ; ils sont peut-être faux.</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing proves the flag at {cells} yet: it may be wrong.</source>
            <translation>Rien ne prouve encore le drapeau en {cells} : il est peut-être faux.</translation>
        </message>
        <message>
            <source>Nothing proves the flags at {cells} yet: each may be wrong.</source>
            <translation>Rien ne prouve encore les drapeaux en {cells} : chacun est peut-être faux.</translation>
        </message>
        <message>
            <source>These numbers cannot all be right: no arrangement of exactly {total} mines fits them.</source>
            <translation>Ces nombres ne peuvent pas tous être justes : aucune disposition d'exactement {total} mines ne leur correspond.</translation>
        </message>
        <message>
            <source>These numbers cannot all be right: no arrangement of mines fits the numbers around {cell}.</source>
            <translation>Ces nombres ne peuvent pas tous être justes : aucune disposition de mines ne correspond aux nombres autour de {cell}.</translation>
        </message>
        <message>
            <source>You can open a cell by counting the mines that are left, with the help of the highlighted numbers.</source>
            <translation>Vous pouvez ouvrir une case en comptant les mines restantes, avec l'aide des nombres surlignés.</translation>
        </message>
        <message>
            <source>You can open a cell by counting the mines that are left.</source>
            <translation>Vous pouvez ouvrir une case en comptant les mines restantes.</translation>
        </message>
        <message>
            <source>You can open a cell in the highlighted area: one number there tells you enough.</source>
            <translation>Vous pouvez ouvrir une case dans la zone surlignée : un seul nombre y suffit.</translation>
        </message>
        <message numerus="yes">
            <source>You can open a cell in the highlighted area: %n numbers there together tell you enough.</source>
            <translation>
                <numerusform>Vous pouvez ouvrir une case dans la zone surlignée : %n nombre y suffit.</numerusform>
                <numerusform>Vous pouvez ouvrir une case dans la zone surlignée : %n nombres y suffisent ensemble.</numerusform>
            </translation>
        </message>
        <message>
            <source>You can make progress by counting the mines that are left, with the help of the highlighted numbers.</source>
            <translation>Vous pouvez avancer en comptant les mines restantes, avec l'aide des nombres surlignés.</translation>
        </message>
        <message>
            <source>You can make progress by counting the mines that are left.</source>
            <translation>Vous pouvez avancer en comptant les mines restantes.</translation>
        </message>
        <message>
            <source>You can make progress in the highlighted area: one number there tells you enough.</source>
            <translation>Vous pouvez avancer dans la zone surlignée : un seul nombre y suffit.</translation>
        </message>
        <message numerus="yes">
            <source>You can make progress in the highlighted area: %n numbers there together tell you enough.</source>
            <translation>
                <numerusform>Vous pouvez avancer dans la zone surlignée : %n nombre y suffit.</numerusform>
                <numerusform>Vous pouvez avancer dans la zone surlignée : %n nombres y suffisent ensemble.</numerusform>
            </translation>
        </message>
        <message>
            <source>(A full check of this position takes too long, so this hint uses only nearby numbers.)</source>
            <translation>(Une vérification complète de cette position prend trop de temps : cet indice n'utilise donc que les nombres voisins.)</translation>
        </message>
        <message>
            <source>Look at {cell}: the highlighted numbers and the mine count prove whether it is safe or a mine.</source>
            <translation>Regardez {cell} : les nombres surlignés et le nombre de mines prouvent si c'est une case sûre ou une mine.</translation>
        </message>
        <message>
            <source>Look at {cell}: the mine count proves whether it is safe or a mine.</source>
            <translation>Regardez {cell} : le nombre de mines prouve si c'est une case sûre ou une mine.</translation>
        </message>
        <message>
            <source>Look at {cell}: the highlighted number proves whether it is safe or a mine.</source>
            <translation>Regardez {cell} : le nombre surligné prouve si c'est une case sûre ou une mine.</translation>
        </message>
        <message>
            <source>Look at {cell}: the highlighted numbers prove whether it is safe or a mine.</source>
            <translation>Regardez {cell} : les nombres surlignés prouvent si c'est une case sûre ou une mine.</translation>
        </message>
        <message>
            <source>Press Hint again and I will flag {cell} for you.</source>
            <translation>Appuyez encore sur Indice et je poserai un drapeau en {cell} pour vous.</translation>
        </message>
        <message>
            <source>Press Hint again and I will open {cell} for you.</source>
            <translation>Appuyez encore sur Indice et j'ouvrirai {cell} pour vous.</translation>
        </message>
        <message>
            <source>Flagging {cell}.</source>
            <translation>Drapeau posé en {cell}.</translation>
        </message>
        <message>
            <source>Opening {cell}.</source>
            <translation>Ouverture de {cell}.</translation>
        </message>
        <message>
            <source>Every covered cell left is a mine: the board is solved. Well done!</source>
            <translation>Toutes les cases couvertes restantes sont des mines : la grille est résolue. Bravo !</translation>
        </message>
        <message>
            <source>No covered cell can be proven safe right now, so the next move is a guess. Try the cell with the best odds.</source>
            <translation>Aucune case couverte ne peut être prouvée sûre pour l'instant : le prochain coup est donc un pari. Essayez la case la plus favorable.</translation>
        </message>
        <message>
            <source>No covered cell can be proven safe or a mine right now, so the next move is a guess. Try the cell with the best odds.</source>
            <translation>Aucune case couverte ne peut être prouvée sûre ou minée pour l'instant : le prochain coup est donc un pari. Essayez la case la plus favorable.</translation>
        </message>
        <message>
            <source>This position takes too long to check, and no small group of numbers proves anything. Press Hint again to let me think longer.</source>
            <translation>Cette position est trop longue à vérifier, et aucun petit groupe de nombres ne prouve quoi que ce soit. Appuyez encore sur Indice pour me laisser réfléchir plus longtemps.</translation>
        </message>
        <message>
            <source>You have not placed any flags, so there is nothing to check.</source>
            <translation>Vous n'avez posé aucun drapeau : il n'y a donc rien à vérifier.</translation>
        </message>
        <message>
            <source>No flag is provably wrong, but checking every flag takes too long here.</source>
            <translation>Aucun drapeau n'est faux de façon prouvée, mais les vérifier tous prend trop de temps ici.</translation>
        </message>
        <message>
            <source>Your flag is a proven mine.</source>
            <translation>Votre drapeau est sur une mine prouvée.</translation>
        </message>
        <message>
            <source>Both your flags are proven mines.</source>
            <translation>Vos deux drapeaux sont sur des mines prouvées.</translation>
        </message>
        <message numerus="yes">
            <source>All %n flags are proven mines.</source>
            <translation>
                <numerusform>Votre %n drapeau est sur une mine prouvée.</numerusform>
                <numerusform>Les %n drapeaux sont tous sur des mines prouvées.</numerusform>
            </translation>
        </message>
        <message>
            <source>Checking the other flags takes too long here.</source>
            <translation>Vérifier les autres drapeaux prend trop de temps ici.</translation>
        </message>
        <message numerus="yes">
            <source>%n more mine(s)</source>
            <translation>
                <numerusform>encore %n mine</numerusform>
                <numerusform>encore %n mines</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mine(s)</source>
            <translation>
                <numerusform>%n mine</numerusform>
                <numerusform>%n mines</numerusform>
            </translation>
        </message>
        <message>
            <source>the {value} at {cell}</source>
            <translation>le {value} en {cell}</translation>
        </message>
    </context>
    <context>
        <name>Legend</name>
        <message>
            <source>the mine you hit</source>
            <translation>la mine touchée</translation>
        </message>
        <message>
            <source>the cell the hint is about</source>
            <translation>la case dont parle l'indice</translation>
        </message>
        <message>
            <source>safe: open it</source>
            <translation>sûre : à ouvrir</translation>
        </message>
        <message>
            <source>a mine: flag it</source>
            <translation>une mine : pose un drapeau</translation>
        </message>
        <message>
            <source>the numbers that prove it</source>
            <translation>les nombres qui le prouvent</translation>
        </message>
        <message>
            <source>the numbers the reason uses</source>
            <translation>les nombres qu'utilise la raison</translation>
        </message>
        <message>
            <source>cells a supposition decides</source>
            <translation>cases qu'une supposition décide</translation>
        </message>
        <message>
            <source>a flag on a safe cell</source>
            <translation>un drapeau sur une case sûre</translation>
        </message>
        <message>
            <source>a flag nothing proves yet</source>
            <translation>un drapeau que rien ne prouve encore</translation>
        </message>
        <message>
            <source>a number with too many flags</source>
            <translation>un nombre avec trop de drapeaux</translation>
        </message>
        <message>
            <source>one of these flags is wrong</source>
            <translation>un de ces drapeaux est faux</translation>
        </message>
        <message>
            <source>numbers that contradict</source>
            <translation>nombres qui se contredisent</translation>
        </message>
    </context>
    <context>
        <name>Levels</name>
        <message>
            <source>Custom {width}x{height}, {mines} mines</source>
            <translation>Personnalisé {width}x{height}, {mines} mines</translation>
        </message>
        <message>
            <source>Beginner</source>
            <translation>Débutant</translation>
        </message>
        <message>
            <source>Intermediate</source>
            <translation>Intermédiaire</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Expert</translation>
        </message>
        <message>
            <source>Wide</source>
            <translation>Large</translation>
        </message>
        <message>
            <source>Big</source>
            <translation>Grand</translation>
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
            <translation>{list} ou {last}</translation>
        </message>
        <message>
            <source>{list} and {last}</source>
            <translation>{list} et {last}</translation>
        </message>
        <message numerus="yes">
            <source>%n more highlighted flag(s)</source>
            <translation>
                <numerusform>%n autre drapeau surligné</numerusform>
                <numerusform>%n autres drapeaux surlignés</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more highlighted cell(s)</source>
            <translation>
                <numerusform>%n autre case surlignée</numerusform>
                <numerusform>%n autres cases surlignées</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>&amp;System language</source>
            <translation>Langue du &amp;système</translation>
        </message>
        <message>
            <source>the system's language</source>
            <translation>la langue du système</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Langue</translation>
        </message>
        <message>
            <source>The game will speak {language} from its next start.</source>
            <translation>Le jeu parlera {language} dès son prochain démarrage.</translation>
        </message>
        <message>
            <source>&amp;Question marks</source>
            <translation>Points d'&amp;interrogation</translation>
        </message>
        <message>
            <source>Hints without &amp;flags</source>
            <translation>Indices sans &amp;drapeaux</translation>
        </message>
        <message>
            <source>&amp;Auto-open trivially safe cells</source>
            <translation>Ouvrir &amp;automatiquement les cases sûres évidentes</translation>
        </message>
        <message>
            <source>&amp;Any</source>
            <translation>&amp;Toutes</translation>
        </message>
        <message>
            <source>&amp;Easy (one number at a time)</source>
            <translation>&amp;Facile (un nombre à la fois)</translation>
        </message>
        <message>
            <source>&amp;Hard (two numbers together)</source>
            <translation>&amp;Difficile (deux nombres ensemble)</translation>
        </message>
        <message>
            <source>Hardes&amp;t (three+ numbers or the mine count)</source>
            <translation>Le plus diffi&amp;cile (trois nombres ou plus, ou le nombre de mines)</translation>
        </message>
        <message>
            <source>&amp;System</source>
            <translation>&amp;Système</translation>
        </message>
        <message>
            <source>&amp;Light</source>
            <translation>&amp;Clair</translation>
        </message>
        <message>
            <source>&amp;Dark</source>
            <translation>&amp;Sombre</translation>
        </message>
        <message>
            <source>&amp;Off</source>
            <translation>&amp;Désactivées</translation>
        </message>
        <message>
            <source>While a &amp;hint is shown</source>
            <translation>Pendant qu'un &amp;indice est affiché</translation>
        </message>
        <message>
            <source>&amp;Always</source>
            <translation>&amp;Toujours</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Partie</translation>
        </message>
        <message>
            <source>&amp;Options</source>
            <translation>&amp;Options</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Aide</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Indice</translation>
        </message>
        <message>
            <source>&amp;Check flags</source>
            <translation>&amp;Vérifier les drapeaux</translation>
        </message>
        <message>
            <source>&amp;Lessons…</source>
            <translation>&amp;Leçons…</translation>
        </message>
        <message>
            <source>&amp;About</source>
            <translation>À &amp;propos</translation>
        </message>
        <message>
            <source>&amp;New game</source>
            <translation>&amp;Nouvelle partie</translation>
        </message>
        <message>
            <source>&amp;Logic</source>
            <translation>&amp;Logique</translation>
        </message>
        <message>
            <source>Cop&amp;y board id</source>
            <translation>&amp;Copier l'identifiant de la grille</translation>
        </message>
        <message>
            <source>&amp;Open board id…</source>
            <translation>&amp;Ouvrir un identifiant de grille…</translation>
        </message>
        <message>
            <source>&amp;Daily board</source>
            <translation>Grille du &amp;jour</translation>
        </message>
        <message>
            <source>&amp;{level} ({width}x{height}, {mines} mines)</source>
            <translation>&amp;{level} ({width}x{height}, {mines} mines)</translation>
        </message>
        <message>
            <source>&amp;Custom…</source>
            <translation>&amp;Personnalisé…</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>&amp;Statistiques…</translation>
        </message>
        <message>
            <source>&amp;Practice…</source>
            <translation>&amp;Entraînement…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <source>A&amp;nalysis (mine probabilities; marks the game as assisted)</source>
            <translation>A&amp;nalyse (probabilités des mines ; la partie compte comme assistée)</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>&amp;Thème</translation>
        </message>
        <message>
            <source>Colour-&amp;blind numbers</source>
            <translation>Nombres pour &amp;daltoniens</translation>
        </message>
        <message>
            <source>Coo&amp;rdinates</source>
            <translation>Coo&amp;rdonnées</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Langue</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>Zoom &amp;avant</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>Zoom a&amp;rrière</translation>
        </message>
        <message>
            <source>Actual si&amp;ze</source>
            <translation>&amp;Taille réelle</translation>
        </message>
        <message>
            <source>&amp;Undo the mistake</source>
            <translation>&amp;Annuler l'erreur</translation>
        </message>
        <message>
            <source>&amp;Retry this board</source>
            <translation>&amp;Rejouer cette grille</translation>
        </message>
        <message>
            <source>Re&amp;view the game…</source>
            <translation>&amp;Revoir la partie…</translation>
        </message>
        <message>
            <source>Show the position before the &amp;mistake</source>
            <translation>Montrer la position avant l'&amp;erreur</translation>
        </message>
        <message>
            <source>How to &amp;play…</source>
            <translation>&amp;Comment jouer…</translation>
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
            <translation>Pourquoi : {reason}</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>&amp;Copy board id</source>
            <translation>&amp;Copier l'identifiant de la grille</translation>
        </message>
        <message>
            <source>Right-click or Ctrl+C to copy it</source>
            <translation>Clic droit ou Ctrl+C pour le copier</translation>
        </message>
    </context>
    <context>
        <name>Window</name>
        <message>
            <source>B switches between the mines and the position before the mistake, where these cells are marked.</source>
            <translation>B alterne entre les mines et la position avant l'erreur, où ces cases sont marquées.</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Indice</translation>
        </message>
        <message>
            <source>Hint (H): what to do next</source>
            <translation>Indice (H) : que faire ensuite</translation>
        </message>
        <message>
            <source>Check flags</source>
            <translation>Vérifier les drapeaux</translation>
        </message>
        <message>
            <source>Check flags (C): are your flags right?</source>
            <translation>Vérifier les drapeaux (C) : tes drapeaux sont-ils justes ?</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Undo (Ctrl+Z): take back the click that hit a mine and play on (the game then counts as assisted)</source>
            <translation>Annuler (Ctrl+Z) : reprendre le clic qui a touché une mine et continuer (la partie compte alors comme assistée)</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Rejouer</translation>
        </message>
        <message>
            <source>Retry this board (Ctrl+R): the same mines from the start (a replay: not counted for best times)</source>
            <translation>Rejouer cette grille (Ctrl+R) : les mêmes mines depuis le début (une reprise : ne compte pas pour les meilleurs temps)</translation>
        </message>
        <message>
            <source>Mines</source>
            <translation>Mines</translation>
        </message>
        <message>
            <source>Show the end of the game: where every mine was (B switches)</source>
            <translation>Montrer la fin de la partie : où était chaque mine (B alterne)</translation>
        </message>
        <message>
            <source>Before mistake</source>
            <translation>Avant l'erreur</translation>
        </message>
        <message>
            <source>Show the position just before the mine was hit, with the explanation's cells marked (B switches)</source>
            <translation>Montrer la position juste avant la mine touchée, avec les cases de l'explication marquées (B alterne)</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Revoir</translation>
        </message>
        <message>
            <source>Review the game (Ctrl+E): step through your moves, which were forced, which were guesses, and the solver's own path</source>
            <translation>Revoir la partie (Ctrl+E) : tes coups pas à pas, lesquels étaient forcés, lesquels devinés, et le chemin du solveur</translation>
        </message>
        <message>
            <source>Pause (P): stop the clock and hide the board</source>
            <translation>Pause (P) : arrêter l'horloge et cacher la grille</translation>
        </message>
        <message>
            <source>Leave the game in progress? It counts as a loss in your statistics.</source>
            <translation>Quitter la partie en cours ? Elle compte comme une défaite dans tes statistiques.</translation>
        </message>
        <message>
            <source>Leave it (a loss)</source>
            <translation>Quitter (une défaite)</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>Continuer</translation>
        </message>
        <message>
            <source>Your game from last time is back, on the second you left it. Press P or click the board to play on.</source>
            <translation>Ta partie de la dernière fois est de retour, à la seconde où tu l'as laissée. Appuie sur P ou clique sur la grille pour continuer.</translation>
        </message>
        <message>
            <source>Paused</source>
            <translation>En pause</translation>
        </message>
        <message>
            <source>Press P or click here to play on.</source>
            <translation>Appuie sur P ou clique ici pour continuer.</translation>
        </message>
        <message>
            <source>The clock is stopped.</source>
            <translation>L'horloge est arrêtée.</translation>
        </message>
    </context>
    <context>
        <name>Replays</name>
        <message>
            <source>{name} is not a replay this game reads ({types}).</source>
            <translation>{name} n’est pas une partie enregistrée que ce jeu sait lire ({types}).</translation>
        </message>
        <message>
            <source>{file} cannot be opened: {reason}.</source>
            <translation>Impossible d’ouvrir {file} : {reason}.</translation>
        </message>
        <message>
            <source>{file} is not a file.</source>
            <translation>{file} n’est pas un fichier.</translation>
        </message>
        <message>
            <source>{name} is empty.</source>
            <translation>{name} est vide.</translation>
        </message>
        <message>
            <source>{name} is too large to be a replay ({size} bytes).</source>
            <translation>{name} est trop gros pour être une partie enregistrée ({size} octets).</translation>
        </message>
        <message>
            <source>Reading {name} took too long; it is not a replay.</source>
            <translation>La lecture de {name} a pris trop de temps : ce n’est pas une partie enregistrée.</translation>
        </message>
        <message>
            <source>The replay reader could not start: {error}.</source>
            <translation>Le lecteur de parties enregistrées n’a pas pu démarrer : {error}.</translation>
        </message>
        <message>
            <source>{name} is damaged or not a replay ({error}).</source>
            <translation>{name} est endommagé ou n’est pas une partie enregistrée ({error}).</translation>
        </message>
        <message>
            <source>{name} is damaged or not a {suffix} replay (the reader stopped{signal}).</source>
            <translation>{name} est endommagé ou n’est pas une partie {suffix} (le lecteur s’est arrêté{signal}).</translation>
        </message>
        <message>
            <source>exit status {code}</source>
            <translation>code de sortie {code}</translation>
        </message>
        <message>
            <source>{name} could not be read: {reason}.</source>
            <translation>Impossible de lire {name} : {reason}.</translation>
        </message>
        <message>
            <source>{name} has no event data to play back.</source>
            <translation>{name} ne contient aucun événement à rejouer.</translation>
        </message>
        <message>
            <source>The replay recorder could not start: {error}.</source>
            <translation>L’enregistrement de la partie n’a pas pu démarrer : {error}.</translation>
        </message>
        <message>
            <source>The replay recorder stopped; this game is not recorded.</source>
            <translation>L’enregistrement s’est arrêté : cette partie n’est pas enregistrée.</translation>
        </message>
        <message>
            <source>Nothing was recorded.</source>
            <translation>Rien n’a été enregistré.</translation>
        </message>
        <message>
            <source>The replay recorder did not answer in time.</source>
            <translation>L’enregistrement n’a pas répondu à temps.</translation>
        </message>
        <message>
            <source>the recorder stopped (status {code})</source>
            <translation>l’enregistrement s’est arrêté (code {code})</translation>
        </message>
        <message>
            <source>The replay was not saved: {reason}.</source>
            <translation>La partie enregistrée n’a pas été sauvegardée : {reason}.</translation>
        </message>
        <message>
            <source>{name} has no opened cell to review.</source>
            <translation>{name} n’a aucune case ouverte à analyser.</translation>
        </message>
        <message>
            <source>{name} cannot be reviewed: {reason}</source>
            <translation>{name} ne peut pas être analysé : {reason}</translation>
        </message>
        <message>
            <source>Open replay</source>
            <translation>Ouvrir une partie enregistrée</translation>
        </message>
        <message>
            <source>{name} could not be opened: {error}</source>
            <translation>Impossible d’ouvrir {name} : {error}</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Fichier</translation>
        </message>
        <message>
            <source>&amp;Open replay…</source>
            <translation>&amp;Ouvrir une partie enregistrée…</translation>
        </message>
        <message>
            <source>&amp;Save replay as…</source>
            <translation>&amp;Enregistrer la partie sous…</translation>
        </message>
        <message>
            <source>The replay of this game was not saved: {problem}</source>
            <translation>La partie enregistrée n’a pas été sauvegardée : {problem}</translation>
        </message>
        <message>
            <source>No game has been recorded yet.</source>
            <translation>Aucune partie n’a encore été enregistrée.</translation>
        </message>
        <message>
            <source>Save replay as</source>
            <translation>Enregistrer la partie sous</translation>
        </message>
        <message>
            <source>The replay could not be saved to {file}: {reason}.</source>
            <translation>Impossible d’enregistrer la partie dans {file} : {reason}.</translation>
        </message>
        <message>
            <source>Save replay</source>
            <translation>Enregistrer la partie</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Temps</translation>
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
            <translation>Clics (G/D/double)</translation>
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
            <translation>Justesse</translation>
        </message>
        <message>
            <source>Throughput</source>
            <translation>Débit</translation>
        </message>
        <message>
            <source>Path</source>
            <translation>Trajet</translation>
        </message>
        <message>
            <source>Replay – {name}</source>
            <translation>Partie enregistrée – {name}</translation>
        </message>
        <message>
            <source>won</source>
            <translation>gagnée</translation>
        </message>
        <message>
            <source>not finished</source>
            <translation>non terminée</translation>
        </message>
        <message>
            <source>{player} · {width}x{height}, {mines} mines · {seconds} s, {result} · .{format} ({software})</source>
            <translation>{player} · {width}x{height}, {mines} mines · {seconds} s, {result} · .{format} ({software})</translation>
        </message>
        <message>
            <source>unknown player</source>
            <translation>joueur inconnu</translation>
        </message>
        <message>
            <source>unknown program</source>
            <translation>programme inconnu</translation>
        </message>
        <message>
            <source>The board stops following this replay: {problem}</source>
            <translation>Le plateau cesse de suivre cette partie : {problem}</translation>
        </message>
        <message>
            <source>Previous click (Left; Shift+Left: previous mouse event)</source>
            <translation>Clic précédent (Gauche ; Maj+Gauche : événement de souris précédent)</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Lire</translation>
        </message>
        <message>
            <source>Play or pause (Space)</source>
            <translation>Lire ou mettre en pause (Espace)</translation>
        </message>
        <message>
            <source>Next click (Right; Shift+Right: next mouse event)</source>
            <translation>Clic suivant (Droite ; Maj+Droite : événement de souris suivant)</translation>
        </message>
        <message>
            <source>Review…</source>
            <translation>Analyse…</translation>
        </message>
        <message>
            <source>Judge every click: forced by logic, a guess, or a mistake</source>
            <translation>Juger chaque clic : imposé par la logique, un pari ou une erreur</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <source>Play the selected game back, with its counters</source>
            <translation>Rejouer la partie choisie, avec ses compteurs</translation>
        </message>
        <message>
            <source>Export replays…</source>
            <translation>Exporter les parties enregistrées…</translation>
        </message>
        <message>
            <source>Copy the .evf replays of the games shown to a folder</source>
            <translation>Copier dans un dossier les parties .evf des parties affichées</translation>
        </message>
        <message>
            <source>None of the games shown has a replay.</source>
            <translation>Aucune des parties affichées n’a été enregistrée.</translation>
        </message>
        <message>
            <source>Export replays</source>
            <translation>Exporter les parties enregistrées</translation>
        </message>
        <message>
            <source>Export replays to</source>
            <translation>Exporter les parties enregistrées vers</translation>
        </message>
        <message numerus="yes">
            <source>%n replay(s) exported to {folder}.</source>
            <translation>
                <numerusform>%n partie enregistrée exportée vers {folder}.</numerusform>
                <numerusform>%n parties enregistrées exportées vers {folder}.</numerusform>
            </translation>
        </message>
    </context>
</TS>
