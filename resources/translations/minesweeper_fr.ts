<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
    <context>
        <name>About</name>
        <message>
            <source>DejaVu Sans (the game's font)</source>
            <translation>DejaVu Sans (la police du jeu)</translation>
        </message>
        <message>
            <source>ms-toollib (replay files)</source>
            <translation>ms-toollib (fichiers de replay)</translation>
        </message>
        <message>
            <source>System libraries in this bundle</source>
            <translation>Bibliothèques système de ce paquet</translation>
        </message>
        <message>
            <source>see each notice</source>
            <translation>voir chaque notice</translation>
        </message>
        <message>
            <source>Version {version}</source>
            <translation>Version {version}</translation>
        </message>
        <message>
            <source>Every board is created on your first click so that a perfect logician never has to guess.</source>
            <translation>Chaque grille est créée à votre premier clic, de sorte qu'un logicien parfait n'ait jamais à deviner.</translation>
        </message>
        <message>
            <source>It is free software under the MIT licence. It includes the components below; select one to read its licence.</source>
            <translation>C'est un logiciel libre sous licence MIT. Il inclut les composants ci-dessous ; sélectionnez-en un pour lire sa licence.</translation>
        </message>
        <message>
            <source>About {name}</source>
            <translation>À propos de {name}</translation>
        </message>
    </context>
    <context>
        <name>Analysis</name>
        <message>
            <source>certainly safe</source>
            <translation>sûre à coup sûr</translation>
        </message>
        <message>
            <source>certainly a mine</source>
            <translation>une mine à coup sûr</translation>
        </message>
        <message>
            <source>under {percent} chance of a mine</source>
            <translation>moins de {percent} de risque de mine</translation>
        </message>
        <message>
            <source>over {percent} chance of a mine</source>
            <translation>plus de {percent} de risque de mine</translation>
        </message>
        <message>
            <source>{percent} chance of a mine</source>
            <translation>{percent} de risque de mine</translation>
        </message>
    </context>
    <context>
        <name>BoardIds</name>
        <message>
            <source>This board has no id: the game does not play its level. {reason}</source>
            <translation>Ce plateau n’a pas d’identifiant : le jeu ne propose pas son niveau. {reason}</translation>
        </message>
        <message>
            <source>This is not a board id: it contains {characters}. Board ids use only the digits and the letters A-Z without I, L, O and U.</source>
            <translation>Ce n'est pas un identifiant de grille : il contient {characters}. Les identifiants n'utilisent que les chiffres et les lettres A-Z sauf I, L, O et U.</translation>
        </message>
        <message>
            <source>The board id is empty.</source>
            <translation>L'identifiant de grille est vide.</translation>
        </message>
        <message>
            <source>The board id {id} is too short: part of it is missing.</source>
            <translation>L'identifiant de grille {id} est trop court : il en manque une partie.</translation>
        </message>
        <message>
            <source>The board id starts with {found}; this version of the game reads ids starting with {expected} (a newer game may have made it, or it is mistyped).</source>
            <translation>L'identifiant commence par {found} ; cette version du jeu lit les identifiants commençant par {expected} (il vient peut-être d'une version plus récente, ou il est mal saisi).</translation>
        </message>
        <message>
            <source>The board id does not check out: a character is wrong or missing (compare it with the original).</source>
            <translation>L'identifiant de grille est incohérent : un caractère est faux ou manquant (comparez-le à l'original).</translation>
        </message>
        <message>
            <source>The board id describes a {width}x{height} board with {mines} mines, which this game does not play: {reason} It was not made by this game.</source>
            <translation>L'identifiant décrit une grille {width}x{height} avec {mines} mines, que ce jeu ne propose pas : {reason} Il n'a pas été créé par ce jeu.</translation>
        </message>
        <message>
            <source>The board id describes {mines} mines in a way no {height}x{width} board can hold (mines out of range); it was not made by this game.</source>
            <translation>L'identifiant décrit {mines} mines d'une façon qu'aucune grille {height}x{width} ne peut contenir (mines hors limites) ; il n'a pas été créé par ce jeu.</translation>
        </message>
    </context>
    <context>
        <name>Cells</name>
        <message>
            <source>row {row}, column {col}</source>
            <translation>ligne {row}, colonne {col}</translation>
        </message>
    </context>
    <context>
        <name>CommandLine</name>
        <message>
            <source>No-guess Minesweeper: every board is created on your first click so that it
can be won by reasoning alone; Hint explains why a cell is safe.</source>
            <translation>Démineur sans hasard : chaque grille est créée à votre premier clic pour pouvoir
être gagnée par le seul raisonnement ; l'indice explique pourquoi une case est sûre.</translation>
        </message>
        <message>
            <source>show the version and exit</source>
            <translation>afficher la version et quitter</translation>
        </message>
        <message>
            <source>playing</source>
            <translation>jouer</translation>
        </message>
        <message>
            <source>seed for reproducible boards: the same seed gives the same boards</source>
            <translation>graine pour des grilles reproductibles : la même graine donne les mêmes grilles</translation>
        </message>
        <message>
            <source>folder for settings and statistics (overrides {variable})</source>
            <translation>dossier des réglages et des statistiques (remplace {variable})</translation>
        </message>
        <message>
            <source>start at beginner, intermediate, expert or WxH/M (W columns, H rows, M mines), e.g. 30x16/99</source>
            <translation>commencer en beginner, intermediate, expert ou LxH/M (L colonnes, H lignes, M mines), p. ex. 30x16/99</translation>
        </message>
        <message>
            <source>speak this language instead of the system's: {languages}</source>
            <translation>parler cette langue au lieu de celle du système : {languages}</translation>
        </message>
        <message>
            <source>play the board of an id (Game &gt; Copy board id in the window)</source>
            <translation>jouer la grille d'un identifiant (Partie &gt; Copier l'identifiant de la grille dans la fenêtre)</translation>
        </message>
        <message>
            <source>play to the Standard rules for competition (remembered, as Options &gt; Standard rules): no hint, flag check, analysis, undo, retry, question marks or auto-open</source>
            <translation>jouer selon les règles standard de compétition (mémorisé, comme Options &gt; Règles standard) : ni indice, ni vérification des drapeaux, ni analyse, ni annulation, ni nouvel essai, ni points d'interrogation, ni ouverture automatique</translation>
        </message>
        <message>
            <source>open a replay (.avf, .evf, .mvf or .rmv) in the replay player</source>
            <translation>ouvrir un enregistrement (.avf, .evf, .mvf ou .rmv) dans le lecteur</translation>
        </message>
        <message>
            <source>desktop menu entry (Linux, for pip and pipx installs)</source>
            <translation>entrée du menu du bureau (Linux, pour les installations pip et pipx)</translation>
        </message>
        <message>
            <source>add a menu entry, icons, AppStream metainfo and this manual page under $XDG_DATA_HOME (~/.local/share), then exit</source>
            <translation>ajouter une entrée de menu, des icônes, les métadonnées AppStream et cette page de manuel sous $XDG_DATA_HOME (~/.local/share), puis quitter</translation>
        </message>
        <message>
            <source>remove what --install-desktop added, then exit</source>
            <translation>retirer ce que --install-desktop a ajouté, puis quitter</translation>
        </message>
        <message>
            <source>scripted runs (for CI; QT_QPA_PLATFORM=offscreen runs them without a display)</source>
            <translation>exécutions scriptées (pour la CI ; QT_QPA_PLATFORM=offscreen les lance sans écran)</translation>
        </message>
        <message>
            <source>play one seeded Expert game to a win with hints, exit 0 if it worked (in a temporary folder unless --data-dir or {variable} names one)</source>
            <translation>jouer une partie Expert à graine fixe jusqu'à la victoire avec les indices, code 0 si tout a marché (dans un dossier temporaire sauf si --data-dir ou {variable} en désigne un)</translation>
        </message>
        <message>
            <source>write screenshots of typical game states into DIR and exit</source>
            <translation>écrire des captures d'écran d'états de jeu typiques dans DIR et quitter</translation>
        </message>
        <message>
            <source>{file} is not a replay file ({types})</source>
            <translation>{file} n’est pas un fichier de partie enregistrée ({types})</translation>
        </message>
        <message>
            <source>unknown language {code}; available: {languages}</source>
            <translation>langue inconnue {code} ; disponibles : {languages}</translation>
        </message>
        <message>
            <source>Settings (settings.ini) and statistics (stats.sqlite3) live in one folder:</source>
            <translation>Les réglages (settings.ini) et les statistiques (stats.sqlite3) sont dans un même dossier :</translation>
        </message>
        <message>
            <source>--data-dir DIR, or else the environment variable {variable}, chooses another.</source>
            <translation>--data-dir DIR, ou à défaut la variable d'environnement {variable}, en choisit un autre.</translation>
        </message>
        <message>
            <source>{variable} is set: {folder}</source>
            <translation>{variable} est définie : {folder}</translation>
        </message>
        <message>
            <source>neither DISPLAY nor WAYLAND_DISPLAY is set</source>
            <translation>ni DISPLAY ni WAYLAND_DISPLAY n’est défini</translation>
        </message>
        <message>
            <source>QT_QPA_PLATFORM=xcb but DISPLAY is not set</source>
            <translation>QT_QPA_PLATFORM=xcb, mais DISPLAY n’est pas défini</translation>
        </message>
        <message>
            <source>QT_QPA_PLATFORM={platform} but WAYLAND_DISPLAY is not set</source>
            <translation>QT_QPA_PLATFORM={platform}, mais WAYLAND_DISPLAY n’est pas défini</translation>
        </message>
        <message>
            <source>no display to open a window on ({missing}); start it from a desktop session, or set QT_QPA_PLATFORM=offscreen for --self-test and --screenshot</source>
            <translation>aucun écran sur lequel ouvrir une fenêtre ({missing}) ; lancez le jeu depuis une session de bureau, ou définissez QT_QPA_PLATFORM=offscreen pour --self-test et --screenshot</translation>
        </message>
    </context>
    <context>
        <name>Custom</name>
        <message>
            <source>{name}: {width}x{height}, {mines} mines</source>
            <translation>{name} : {width}x{height}, {mines} mines</translation>
        </message>
        <message>
            <source>Your own</source>
            <translation>Personnalisé</translation>
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
        <name>DataFolder</name>
        <message>
            <source>the files ({error})</source>
            <translation>les fichiers ({error})</translation>
        </message>
        <message>
            <source>left {names} in {old} (from an older version) because {folder} already has them; move them by hand to keep them</source>
            <translation>rien n’a été déplacé depuis {old} (d’une version antérieure), car {folder} contient déjà {names} ; déplacez les fichiers à la main pour les conserver</translation>
        </message>
    </context>
    <context>
        <name>Dialogs</name>
        <message>
            <source>Width and height from 1 to {max_side}, with at least one side {min_side} or more: the first click and its neighbours never hold a mine. Up to all cells but those 9 can hold mines; boards 2 cells high or wide need an even number. Dense boards take longer to create.</source>
            <translation>Largeur et hauteur de 1 à {max_side}, avec au moins un côté de {min_side} ou plus : la première case cliquée et ses voisines ne contiennent jamais de mine. Toutes les autres cases peuvent en contenir ; les grilles de 2 cases de haut ou de large demandent un nombre pair. Les grilles denses sont plus longues à créer.</translation>
        </message>
        <message>
            <source>Enter the width as a whole number.</source>
            <translation>Saisissez la largeur sous forme de nombre entier.</translation>
        </message>
        <message>
            <source>Enter the height as a whole number.</source>
            <translation>Saisissez la hauteur sous forme de nombre entier.</translation>
        </message>
        <message>
            <source>Enter the mines as a whole number.</source>
            <translation>Saisissez le nombre de mines sous forme de nombre entier.</translation>
        </message>
        <message>
            <source>The width must be between 1 and {max_side}.</source>
            <translation>La largeur doit être comprise entre 1 et {max_side}.</translation>
        </message>
        <message>
            <source>The height must be between 1 and {max_side}.</source>
            <translation>La hauteur doit être comprise entre 1 et {max_side}.</translation>
        </message>
        <message>
            <source>There must be at least one mine.</source>
            <translation>Il faut au moins une mine.</translation>
        </message>
        <message>
            <source>Custom board</source>
            <translation>Grille personnalisée</translation>
        </message>
        <message>
            <source>&amp;Width (columns):</source>
            <translation>&amp;Largeur (colonnes) :</translation>
        </message>
        <message>
            <source>&amp;Height (rows):</source>
            <translation>&amp;Hauteur (lignes) :</translation>
        </message>
        <message>
            <source>&amp;Mines:</source>
            <translation>&amp;Mines :</translation>
        </message>
        <message>
            <source>Board creation took too long</source>
            <translation>La création de la grille a pris trop de temps</translation>
        </message>
        <message>
            <source>No guess-free {width}x{height} board with {mines} mines was found within {seconds} seconds.</source>
            <translation>Aucune grille {width}x{height} sans hasard avec {mines} mines n'a été trouvée en {seconds} secondes.</translation>
        </message>
        <message>
            <source>Dense boards are hard to create.</source>
            <translation>Les grilles denses sont difficiles à créer.</translation>
        </message>
        <message>
            <source>Boards of logic grade “{grade}” are rare at this size: Game &gt; Logic &gt; Any finds one sooner.</source>
            <translation>Les grilles de logique « {grade} » sont rares à cette taille : Partie &gt; Logique &gt; Toutes en trouve une plus vite.</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Réessayer</translation>
        </message>
        <message numerus="yes">
            <source>Use %n mine(s)</source>
            <translation>
                <numerusform>Utiliser %n mine</numerusform>
                <numerusform>Utiliser %n mines</numerusform>
            </translation>
        </message>
        <message>
            <source>Open board id</source>
            <translation>Ouvrir un identifiant de grille</translation>
        </message>
        <message>
            <source>Board id (from Game &gt; Copy board id):</source>
            <translation>Identifiant de grille (depuis Partie &gt; Copier l'identifiant de la grille) :</translation>
        </message>
    </context>
    <context>
        <name>Fonts</name>
        <message>
            <source>{language} text needs a font that is not installed: the game would show boxes for letters such as {missing}. This run is in English. To play in {language}, install {packages}, then start the game again.</source>
            <translation>Le texte en {language} demande une police qui n'est pas installée : le jeu afficherait des carrés pour des caractères comme {missing}. Cette partie est en anglais. Pour jouer en {language}, installez {packages}, puis relancez le jeu.</translation>
        </message>
    </context>
    <context>
        <name>Grades</name>
        <message>
            <source>one number</source>
            <translation>un nombre</translation>
        </message>
        <message>
            <source>two numbers</source>
            <translation>deux nombres</translation>
        </message>
        <message>
            <source>three+ numbers</source>
            <translation>trois nombres ou plus</translation>
        </message>
        <message>
            <source>mine count</source>
            <translation>nombre de mines</translation>
        </message>
        <message>
            <source>any</source>
            <translation>toutes</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>facile</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>difficile</translation>
        </message>
        <message>
            <source>hardest</source>
            <translation>la plus difficile</translation>
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
            <source>On how many positions you asked for a hint or a flag check (pressing again on the same position does not count again).</source>
            <translation>Sur combien de positions vous avez demandé un indice ou une vérification des drapeaux (appuyer de nouveau sur la même position ne compte pas une seconde fois).</translation>
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
            <source>read the cursor's cell, its row and column, the cells around it</source>
            <translation>lire la case du curseur, sa ligne et sa colonne, les cases autour</translation>
        </message>
        <message>
            <source>read the mines left, the time, the last announcement again</source>
            <translation>lire les mines restantes, le temps, la dernière annonce à nouveau</translation>
        </message>
        <message>
            <source>read the cursor's whole row, its whole column</source>
            <translation>lire toute la ligne, toute la colonne du curseur</translation>
        </message>
        <message>
            <source>jump to the last hint's cell, the next covered cell, the next covered cell beside a number</source>
            <translation>aller à la case du dernier indice, à la prochaine case couverte, à la prochaine case couverte à côté d’un chiffre</translation>
        </message>
        <message>
            <source>G, a row and a column, Enter</source>
            <translation>G, une ligne et une colonne, Entrée</translation>
        </message>
        <message>
            <source>go to that cell (G 3 5 Enter: row 3, column 5)</source>
            <translation>aller à cette case (G 3 5 Entrée : ligne 3, colonne 5)</translation>
        </message>
        <message>
            <source>in a replay: the previous or next click, the previous or next mouse event, play or pause, where the replay is (each step is said)</source>
            <translation>dans une partie enregistrée : le clic précédent ou suivant, l’événement de souris précédent ou suivant, lecture ou pause, où en est l’enregistrement (chaque pas est annoncé)</translation>
        </message>
        <message>
            <source>in a review: one move back or on, ten moves back or on, the first or the last move (each move and its judgement is said)</source>
            <translation>dans une revue : un coup en arrière ou en avant, dix coups en arrière ou en avant, le premier ou le dernier coup (chaque coup et son jugement sont annoncés)</translation>
        </message>
        <message>
            <source>With a screen reader every move is said as it happens. Options &gt; Brief announcements keeps each announcement to its first sentence; A repeats the last one.</source>
            <translation>Avec un lecteur d’écran, chaque coup est annoncé au moment où il se produit. Options &gt; Annonces brèves limite chaque annonce à sa première phrase ; A répète la dernière.</translation>
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
            <source>the {value} at {cell}</source>
            <translation>le {value} en {cell}</translation>
        </message>
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
        <message numerus="yes">
            <source>Try every way to place mines around {numbers} that fits all %n number(s): {cell} is a mine in each of them.</source>
            <translation>
                <numerusform>Essayez toutes les façons de placer des mines autour de {numbers} qui respectent ce %n nombre : {cell} est une mine dans chacune.</numerusform>
                <numerusform>Essayez toutes les façons de placer des mines autour de {numbers} qui respectent les %n nombres : {cell} est une mine dans chacune.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Try every way to place mines around {numbers} that fits all %n number(s): {cell} is safe in each of them.</source>
            <translation>
                <numerusform>Essayez toutes les façons de placer des mines autour de {numbers} qui respectent ce %n nombre : {cell} est sûre dans chacune.</numerusform>
                <numerusform>Essayez toutes les façons de placer des mines autour de {numbers} qui respectent les %n nombres : {cell} est sûre dans chacune.</numerusform>
            </translation>
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
    </context>
    <context>
        <name>KeptGame</name>
        <message>
            <source>Your game from last time was not resumed: its file {file} cannot be moved ({cause}), so it would come back at every start. Move or delete it by hand.</source>
            <translation>Votre partie de la dernière fois n’a pas été reprise : son fichier {file} ne peut pas être déplacé ({cause}), elle reviendrait donc à chaque démarrage. Déplacez-le ou supprimez-le à la main.</translation>
        </message>
        <message>
            <source>Your game from last time could not be played on (the file is damaged or was changed); it was kept as {file} in {folder}, and a new game starts.</source>
            <translation>Votre partie de la dernière fois ne peut pas être poursuivie (le fichier est endommagé ou a été modifié) ; il a été conservé sous le nom {file} dans {folder}, et une nouvelle partie commence.</translation>
        </message>
        <message>
            <source>the file or its folder is read-only</source>
            <translation>le fichier ou son dossier est en lecture seule</translation>
        </message>
        <message>
            <source>The game in progress ({level}, {seconds} s played) could not be kept for the next start: {cause}.</source>
            <translation>La partie en cours ({level}, {seconds} s jouées) n’a pas pu être conservée pour le prochain démarrage : {cause}.</translation>
        </message>
        <message>
            <source>Free some space or make the folder writable, then press Try again. If you close now, what is named above is lost.</source>
            <translation>Libérez de l’espace ou rendez le dossier accessible en écriture, puis appuyez sur Réessayer. Si vous fermez maintenant, ce qui est nommé ci-dessus est perdu.</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Réessayer</translation>
        </message>
        <message>
            <source>Keep the window open</source>
            <translation>Garder la fenêtre ouverte</translation>
        </message>
        <message>
            <source>Close and lose it</source>
            <translation>Fermer et le perdre</translation>
        </message>
    </context>
    <context>
        <name>Legend</name>
        <message>
            <source>the mine you hit</source>
            <translation>la mine que vous avez touchée</translation>
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
            <translation>les nombres qu'utilise le raisonnement</translation>
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
            <translation>l'un de ces drapeaux est faux</translation>
        </message>
        <message>
            <source>numbers that contradict</source>
            <translation>des nombres qui se contredisent</translation>
        </message>
    </context>
    <context>
        <name>Lessons</name>
        <message>
            <source>The rules</source>
            <translation>Les règles</translation>
        </message>
        <message>
            <source>Some covered cells hide mines. Open every other cell to win; open a mine and the game is lost. An opened cell shows how many of its eight neighbours are mines. Right-click a cell you know is a mine, or press F on it, to flag it. On these boards logic always tells you a safe move: you never have to guess.</source>
            <translation>Certaines cases couvertes cachent des mines. Ouvrez toutes les autres cases pour gagner ; si vous ouvrez une mine, la partie est perdue. Une case ouverte indique combien de ses huit voisines sont des mines. Faites un clic droit sur une case que vous savez minée, ou appuyez sur F, pour y poser un drapeau. Sur ces grilles, la logique vous montre toujours un coup sûr : vous n'avez jamais à deviner.</translation>
        </message>
        <message>
            <source>The first click</source>
            <translation>Le premier clic</translation>
        </message>
        <message>
            <source>Your first click is always safe, and so are its neighbours, so it opens an area. A 0 opens its neighbours by itself. The numbers along the edge of that area are where the reasoning starts.</source>
            <translation>Votre premier clic est toujours sûr, tout comme ses voisines : il ouvre donc une zone. Un 0 ouvre ses voisines tout seul. Le raisonnement commence avec les nombres au bord de cette zone.</translation>
        </message>
        <message>
            <source>One number decides</source>
            <translation>Un nombre décide</translation>
        </message>
        <message>
            <source>When a number has as many covered neighbours as mines it still needs, all of them are mines; when it needs no more mines (its flags already count), the rest are safe. Find a cell one number decides, then open it (click or Space) or flag it (right-click or F).</source>
            <translation>Quand un nombre a autant de voisines couvertes que de mines qui lui manquent, toutes sont des mines ; quand il ne lui manque plus de mine (ses drapeaux comptent déjà), les autres sont sûres. Trouvez une case qu'un seul nombre décide, puis ouvrez-la (clic ou Espace) ou posez-y un drapeau (clic droit ou F).</translation>
        </message>
        <message>
            <source>Two numbers together (1-1)</source>
            <translation>Deux nombres ensemble (1-1)</translation>
        </message>
        <message>
            <source>No number decides anything alone here. But the corner 1 sees only cells its neighbour 1 also sees: the neighbour's one mine is among them, so its other covered cell is safe. Find a cell the two numbers decide together.</source>
            <translation>Ici, aucun nombre ne décide rien seul. Mais le 1 du coin ne voit que des cases que son voisin 1 voit aussi : la mine unique du voisin est parmi elles, donc son autre case couverte est sûre. Trouvez une case que les deux nombres décident ensemble.</translation>
        </message>
        <message>
            <source>Three numbers together</source>
            <translation>Trois nombres ensemble</translation>
        </message>
        <message>
            <source>Sometimes no one or two numbers decide anything and three do: try each way to place mines that fits all three, and a cell that comes out the same every time is decided. Flags count as mines.</source>
            <translation>Parfois un ou deux nombres ne décident rien mais trois le font : essayez chaque façon de placer des mines qui convient aux trois ; une case qui donne toujours le même résultat est décidée. Les drapeaux comptent comme des mines.</translation>
        </message>
        <message>
            <source>The mine count</source>
            <translation>Le nombre de mines</translation>
        </message>
        <message>
            <source>When the numbers decide nothing, count the mines. The counter shows how many there are in all; if the numbers already account for every one, each covered cell beyond them is safe.</source>
            <translation>Quand les nombres ne décident rien, comptez les mines. Le compteur indique combien il y en a en tout ; si les nombres les expliquent déjà toutes, chaque case couverte au-delà est sûre.</translation>
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
            <source>Custom</source>
            <translation>Personnalisé</translation>
        </message>
        <message>
            <source>Unknown level {level}: use beginner, intermediate, expert or WxH/M, e.g. 30x16/99 (30 columns, 16 rows, 99 mines).</source>
            <translation>Niveau inconnu {level} : utilisez beginner, intermediate, expert ou LxH/M, par exemple 30x16/99 (30 colonnes, 16 lignes, 99 mines).</translation>
        </message>
        <message>
            <source>Width and height must be between 1 and {most}, not {width}x{height}.</source>
            <translation>La largeur et la hauteur doivent être comprises entre 1 et {most}, pas {width}x{height}.</translation>
        </message>
        <message>
            <source>A board needs at least one mine, not {mines}.</source>
            <translation>Une grille demande au moins une mine, pas {mines}.</translation>
        </message>
        <message>
            <source>The number of mines cannot be negative ({mines} was asked for).</source>
            <translation>Le nombre de mines ne peut pas être négatif ({mines} demandé).</translation>
        </message>
        <message>
            <source>A {width}x{height} board has no room for mines: the first click and its neighbours never hold one. Make one side at least 4.</source>
            <translation>Une grille {width}x{height} n'a pas de place pour des mines : la première case et ses voisines n'en contiennent jamais. Donnez à un côté au moins 4 cases.</translation>
        </message>
        <message numerus="yes">
            <source>A {width}x{height} board holds at most %n mine(s): the first cell opened and its neighbours never hold one ({mines} were asked for).</source>
            <translation>
                <numerusform>Une grille {width}x{height} contient au plus %n mine : la première case ouverte et ses voisines n'en contiennent jamais ({mines} demandées).</numerusform>
                <numerusform>Une grille {width}x{height} contient au plus %n mines : la première case ouverte et ses voisines n'en contiennent jamais ({mines} demandées).</numerusform>
            </translation>
        </message>
        <message>
            <source>A board 2 cells high needs an even number of mines: the two cells of a column look the same to every number, so a column with one mine would be a guess.</source>
            <translation>Une grille de 2 cases de haut demande un nombre pair de mines : les deux cases d'une colonne sont identiques pour chaque nombre, donc une colonne à une seule mine serait un pari.</translation>
        </message>
        <message>
            <source>A board 2 cells wide needs an even number of mines: the two cells of a row look the same to every number, so a row with one mine would be a guess.</source>
            <translation>Une grille de 2 cases de large demande un nombre pair de mines : les deux cases d'une ligne sont identiques pour chaque nombre, donc une ligne à une seule mine serait un pari.</translation>
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
    </context>
    <context>
        <name>Loss</name>
        <message>
            <source>The chord on {number} opened {cell}: its flags looked complete, so its other covered cells seemed safe.</source>
            <translation>L'ouverture groupée sur {number} a ouvert {cell} : ses drapeaux semblaient complets, donc ses autres cases couvertes semblaient sûres.</translation>
        </message>
        <message>
            <source>The chord on {number} opened {cell}: its flags looked complete, so its other covered cells seemed safe, but the flag at {flags} was not on a mine.</source>
            <translation>L'ouverture groupée sur {number} a ouvert {cell} : ses drapeaux semblaient complets, donc ses autres cases couvertes semblaient sûres, mais le drapeau en {flags} n'était pas sur une mine.</translation>
        </message>
        <message>
            <source>The chord on {number} opened {cell}: its flags looked complete, so its other covered cells seemed safe, but the flags at {flags} were not on mines.</source>
            <translation>L'ouverture groupée sur {number} a ouvert {cell} : ses drapeaux semblaient complets, donc ses autres cases couvertes semblaient sûres, mais les drapeaux en {flags} n'étaient pas sur des mines.</translation>
        </message>
        <message>
            <source>{cell} was provably a mine.</source>
            <translation>{cell} était de façon prouvée une mine.</translation>
        </message>
        <message>
            <source>Step by step (each step counts the mines proven before it as flagged): {steps}</source>
            <translation>Étape par étape (chaque étape compte les mines prouvées avant elle comme marquées) : {steps}</translation>
        </message>
        <message>
            <source>No way to place the mines that fits the numbers and the mine count leaves {cell} safe.</source>
            <translation>Aucune disposition des mines compatible avec les nombres et le nombre de mines ne laisse {cell} sûre.</translation>
        </message>
        <message>
            <source>No way to place the mines that fits the numbers leaves {cell} safe.</source>
            <translation>Aucune disposition des mines compatible avec les nombres ne laisse {cell} sûre.</translation>
        </message>
        <message>
            <source>Nothing proved {cell} safe, and its numbers alone did not prove it a mine. Whether the mine count did, and the odds of a mine there, took too long to work out.</source>
            <translation>Rien ne prouvait que {cell} était sûre, et ses nombres seuls ne prouvaient pas non plus qu'elle était une mine. Déterminer si le nombre de mines le prouvait, et calculer les chances d'une mine à cet endroit, a pris trop de temps.</translation>
        </message>
        <message>
            <source>Nothing proved {cell} safe. Whether it was provably a mine took too long to work out.</source>
            <translation>Rien ne prouvait que {cell} était sûre. Déterminer si elle était de façon prouvée une mine a pris trop de temps.</translation>
        </message>
        <message>
            <source>Nothing proved {cell} safe: opening it was a guess.</source>
            <translation>Rien ne prouvait que {cell} était sûre : l'ouvrir était un pari.</translation>
        </message>
        <message>
            <source>Working out the odds took too long.</source>
            <translation>Calculer les chances a pris trop de temps.</translation>
        </message>
        <message>
            <source>Of all the ways to place the mines that fit the numbers and the mine count, {percent} put a mine on {cell}.</source>
            <translation>Parmi toutes les dispositions des mines compatibles avec les nombres et le nombre de mines, {percent} placent une mine en {cell}.</translation>
        </message>
        <message>
            <source>Finding the easiest deduction in that position took too long.</source>
            <translation>Trouver la déduction la plus simple dans cette position a pris trop de temps.</translation>
        </message>
        <message>
            <source>Nothing else could be proven in that position either: it needed a guess.</source>
            <translation>Rien d'autre ne pouvait non plus être prouvé dans cette position : il fallait deviner.</translation>
        </message>
        <message>
            <source>It was also the easiest deduction in that position: {cell} should have been flagged, not opened.</source>
            <translation>C'était aussi la déduction la plus simple dans cette position : {cell} aurait dû recevoir un drapeau, pas être ouverte.</translation>
        </message>
        <message>
            <source>The easiest deduction available instead: {step}</source>
            <translation>La déduction la plus simple disponible à la place : {step}</translation>
        </message>
        <message>
            <source>Showing it step by step took too long.</source>
            <translation>Le montrer étape par étape a pris trop de temps.</translation>
        </message>
        <message>
            <source>Its step-by-step proof is too long to show here.</source>
            <translation>Sa preuve étape par étape est trop longue pour être montrée ici.</translation>
        </message>
        <message>
            <source>Your flag at {flags} was not on a mine: the numbers proved {freed} safe.</source>
            <translation>Votre drapeau en {flags} n'était pas sur une mine : les nombres prouvaient que {freed} était sûre.</translation>
        </message>
        <message>
            <source>Your flags at {flags} were not on mines: the numbers proved {freed} safe.</source>
            <translation>Vos drapeaux en {flags} n'étaient pas sur des mines : les nombres prouvaient que {freed} était sûre.</translation>
        </message>
        <message>
            <source>Your flag at {flags} was not on a mine; without it, {freed} was provably safe.</source>
            <translation>Votre drapeau en {flags} n'était pas sur une mine ; sans lui, {freed} était de façon prouvée sûre.</translation>
        </message>
        <message>
            <source>Your flags at {flags} were not on mines; without them, {freed} was provably safe.</source>
            <translation>Vos drapeaux en {flags} n'étaient pas sur des mines ; sans eux, {freed} était de façon prouvée sûre.</translation>
        </message>
        <message>
            <source>Your flag at {flags} was not on a mine.</source>
            <translation>Votre drapeau en {flags} n'était pas sur une mine.</translation>
        </message>
        <message>
            <source>Your flags at {flags} were not on mines.</source>
            <translation>Vos drapeaux en {flags} n'étaient pas sur des mines.</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>How to &amp;play…</source>
            <translation>&amp;Comment jouer…</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nouvelle partie</translation>
        </message>
        <message>
            <source>&amp;System language</source>
            <translation>Langue du &amp;système</translation>
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
            <source>&amp;Standard rules (competition: no help of any kind)</source>
            <translation>Règles &amp;standard (compétition : aucune aide)</translation>
        </message>
        <message>
            <source>Brief anno&amp;uncements (screen readers)</source>
            <translation>Annonces &amp;brèves (lecteurs d'écran)</translation>
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
            <translation>Re&amp;voir la partie…</translation>
        </message>
        <message>
            <source>Show the position before the &amp;mistake</source>
            <translation>Montrer la position avant l'&amp;erreur</translation>
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
            <source>&amp;High contrast</source>
            <translation>Contraste é&amp;levé</translation>
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
            <source>&amp;{level} ({width}x{height}, {mines} mines)</source>
            <translation>&amp;{level} ({width}x{height}, {mines} mines)</translation>
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
            <source>P&amp;ause</source>
            <translation>&amp;Pause</translation>
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message>
            <source>a wrong flag</source>
            <translation>un drapeau faux</translation>
        </message>
        <message>
            <source>the move that lost</source>
            <translation>le coup perdant</translation>
        </message>
        <message>
            <source>where you asked for a hint</source>
            <translation>là où vous avez demandé un indice</translation>
        </message>
        <message>
            <source>a guess where a forced move was there</source>
            <translation>un pari alors qu'un coup forcé existait</translation>
        </message>
        <message>
            <source>Right: the cell at {cell} is a mine.</source>
            <translation>Exact : la case en {cell} est une mine.</translation>
        </message>
        <message>
            <source>Right: the cell at {cell} is safe.</source>
            <translation>Exact : la case en {cell} est sûre.</translation>
        </message>
        <message>
            <source>The easiest proof here is about another cell.</source>
            <translation>La preuve la plus simple ici porte sur une autre case.</translation>
        </message>
        <message>
            <source>Wrong: the cell at {cell} is safe, not a mine.</source>
            <translation>Faux : la case en {cell} est sûre, ce n'est pas une mine.</translation>
        </message>
        <message>
            <source>Wrong: the cell at {cell} is a mine.</source>
            <translation>Faux : la case en {cell} est une mine.</translation>
        </message>
        <message>
            <source>Not proven: nothing here shows that the cell at {cell} is a mine; a guess.</source>
            <translation>Non prouvé : rien ici ne montre que la case en {cell} est une mine ; c'est un pari.</translation>
        </message>
        <message>
            <source>Not proven: nothing here shows that the cell at {cell} is safe; a guess.</source>
            <translation>Non prouvé : rien ici ne montre que la case en {cell} est sûre ; c'est un pari.</translation>
        </message>
        <message>
            <source>A move this position proves: {step}</source>
            <translation>Un coup que cette position prouve : {step}</translation>
        </message>
        <message>
            <source>The practice file could not be read ({error}); it was kept as {file}.</source>
            <translation>Le fichier d’entraînement n’a pas pu être lu ({error}) ; il a été conservé sous le nom {file}.</translation>
        </message>
        <message>
            <source>Practice results are kept in memory only: {error}.</source>
            <translation>Les résultats d’entraînement ne sont conservés qu’en mémoire : {error}.</translation>
        </message>
        <message>
            <source>Practice results could not be read: {error}.</source>
            <translation>Les résultats d’entraînement n’ont pas pu être lus : {error}.</translation>
        </message>
        <message>
            <source>Some values in the practice file are impossible (a rating or an answer that cannot be); they are left out, and new answers are saved as usual.</source>
            <translation>Certaines valeurs du fichier d’entraînement sont impossibles (un classement ou une réponse qui ne peut pas exister) ; elles sont écartées, et les nouvelles réponses sont enregistrées comme d’habitude.</translation>
        </message>
        <message>
            <source>This answer could not be saved: {error}.</source>
            <translation>Cette réponse n’a pas pu être enregistrée : {error}.</translation>
        </message>
        <message>
            <source>Rating chart</source>
            <translation>Graphique du classement</translation>
        </message>
        <message>
            <source>Your rating will show here after your first puzzle.</source>
            <translation>Votre classement s'affichera ici après votre premier puzzle.</translation>
        </message>
        <message numerus="yes">
            <source>Your rating after each of %n rated puzzle(s)</source>
            <translation>
                <numerusform>Votre classement après %n puzzle classé</numerusform>
                <numerusform>Votre classement après chacun des %n puzzles classés</numerusform>
            </translation>
        </message>
        <message>
            <source>Looking through your recent games for moves to practise…</source>
            <translation>Recherche de coups à travailler dans vos dernières parties…</translation>
        </message>
        <message>
            <source>Looking for a puzzle near your rating…</source>
            <translation>Recherche d'un puzzle proche de votre classement…</translation>
        </message>
        <message>
            <source>No puzzles from your own games yet: positions where you lost, flagged wrongly, guessed past a forced move or asked for a hint show up here.</source>
            <translation>Pas encore de puzzles tirés de vos parties : les positions où vous avez perdu, posé un mauvais drapeau, deviné malgré un coup forcé ou demandé un indice apparaîtront ici.</translation>
        </message>
        <message>
            <source>From your game of {date}, before move {move}: {reason}.</source>
            <translation>Tiré de votre partie du {date}, avant le coup {move} : {reason}.</translation>
        </message>
        <message>
            <source>No puzzle could be found: {reason}</source>
            <translation>Aucun puzzle n'a pu être trouvé : {reason}</translation>
        </message>
        <message>
            <source>A puzzle, rated {rating}.</source>
            <translation>Un puzzle classé {rating}.</translation>
        </message>
        <message>
            <source>A puzzle for {technique}, rated {rating}.</source>
            <translation>Un puzzle pour {technique}, classé {rating}.</translation>
        </message>
        <message numerus="yes">
            <source>{intro} %n mine(s), {flags} of them flagged (every flag is right). Find a cell this position proves: click or press Space to open a safe cell, right-click or press F to flag a mine.</source>
            <translation>
                <numerusform>{intro} %n mine, dont {flags} marquée(s) (chaque drapeau est juste). Trouvez une case que cette position prouve : cliquez ou appuyez sur Espace pour ouvrir une case sûre, clic droit ou F pour marquer une mine.</numerusform>
                <numerusform>{intro} %n mines, dont {flags} marquée(s) (chaque drapeau est juste). Trouvez une case que cette position prouve : cliquez ou appuyez sur Espace pour ouvrir une case sûre, clic droit ou F pour marquer une mine.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{intro} %n mine(s). Find a cell this position proves: click or press Space to open a safe cell, right-click or press F to flag a mine.</source>
            <translation>
                <numerusform>{intro} %n mine. Trouvez une case que cette position prouve : cliquez ou appuyez sur Espace pour ouvrir une case sûre, clic droit ou F pour marquer une mine.</numerusform>
                <numerusform>{intro} %n mines. Trouvez une case que cette position prouve : cliquez ou appuyez sur Espace pour ouvrir une case sûre, clic droit ou F pour marquer une mine.</numerusform>
            </translation>
        </message>
        <message>
            <source>Technique: {technique}.</source>
            <translation>Technique : {technique}.</translation>
        </message>
        <message>
            <source>Patterns: {patterns}.</source>
            <translation>Motifs : {patterns}.</translation>
        </message>
        <message>
            <source>Try again (not rated).</source>
            <translation>Réessayez (non classé).</translation>
        </message>
        <message>
            <source>Lesson {number} of {count}: {title}.</source>
            <translation>Leçon {number} sur {count} : {title}.</translation>
        </message>
        <message>
            <source>Your rating: {rating} ± {deviation}</source>
            <translation>Votre classement : {rating} ± {deviation}</translation>
        </message>
        <message>
            <source>(not rated: tried before)</source>
            <translation>(non classé : déjà tenté)</translation>
        </message>
        <message>
            <source>No puzzles answered yet.</source>
            <translation>Aucun puzzle résolu pour l'instant.</translation>
        </message>
        <message>
            <source>Right the first time: {list}</source>
            <translation>Réussis du premier coup : {list}</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>Bienvenue</translation>
        </message>
        <message>
            <source>New to Minesweeper, or to solving it without guessing? A short tutorial shows the rules and then one technique at a time, on small boards. You can open it later from Help &gt; Lessons.</source>
            <translation>Nouveau au Démineur, ou à sa résolution sans deviner ? Un court tutoriel présente les règles puis une technique à la fois, sur de petites grilles. Vous pourrez l'ouvrir plus tard depuis Aide &gt; Leçons.</translation>
        </message>
        <message>
            <source>Show me the lessons</source>
            <translation>Montrez-moi les leçons</translation>
        </message>
        <message>
            <source>Not now</source>
            <translation>Pas maintenant</translation>
        </message>
        <message>
            <source>Every technique</source>
            <translation>Toutes les techniques</translation>
        </message>
        <message>
            <source>One number (single)</source>
            <translation>Un nombre (seul)</translation>
        </message>
        <message>
            <source>Two numbers (pair)</source>
            <translation>Deux nombres (paire)</translation>
        </message>
        <message>
            <source>Three or more numbers (chain)</source>
            <translation>Trois nombres ou plus (chaîne)</translation>
        </message>
        <message>
            <source>The mine count</source>
            <translation>Le nombre de mines</translation>
        </message>
        <message>
            <source>From your own games</source>
            <translation>Tirés de vos parties</translation>
        </message>
        <message>
            <source>one number</source>
            <translation>un seul nombre</translation>
        </message>
        <message>
            <source>two numbers together</source>
            <translation>deux nombres ensemble</translation>
        </message>
        <message>
            <source>three or more numbers together</source>
            <translation>trois nombres ou plus ensemble</translation>
        </message>
        <message>
            <source>the mine count</source>
            <translation>le nombre de mines</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>Entraînement</translation>
        </message>
        <message>
            <source>Technique</source>
            <translation>Technique</translation>
        </message>
        <message>
            <source>&amp;Next puzzle</source>
            <translation>Puzzle &amp;suivant</translation>
        </message>
        <message>
            <source>&amp;Try again</source>
            <translation>&amp;Réessayer</translation>
        </message>
        <message>
            <source>&amp;Lessons</source>
            <translation>&amp;Leçons</translation>
        </message>
        <message>
            <source>Technique:</source>
            <translation>Technique :</translation>
        </message>
        <message>
            <source>&amp;Practice</source>
            <translation>&amp;Entraînement</translation>
        </message>
        <message>
            <source>&amp;Next lesson</source>
            <translation>Leçon &amp;suivante</translation>
        </message>
        <message>
            <source>One number</source>
            <translation>Un nombre</translation>
        </message>
        <message>
            <source>Two numbers together</source>
            <translation>Deux nombres ensemble</translation>
        </message>
        <message>
            <source>Three or more numbers</source>
            <translation>Trois nombres ou plus</translation>
        </message>
        <message>
            <source>Practice rating chart</source>
            <translation>Graphique du classement d'entraînement</translation>
        </message>
        <message numerus="yes">
            <source>Rating {rating} after %n rated puzzle(s)</source>
            <translation>
                <numerusform>Classement {rating} après %n puzzle classé</numerusform>
                <numerusform>Classement {rating} après %n puzzles classés</numerusform>
            </translation>
        </message>
        <message>
            <source>No rated puzzles yet</source>
            <translation>Aucun puzzle classé pour l'instant</translation>
        </message>
        <message>
            <source>Solve a practice puzzle (Game &gt; Practice…) to see your rating here.</source>
            <translation>Résolvez un puzzle d'entraînement (Partie &gt; Entraînement…) pour voir votre classement ici.</translation>
        </message>
        <message>
            <source>rating after each of {count} rated puzzles, oldest left (everyone starts at {start})</source>
            <translation>classement après chacun des {count} puzzles classés, le plus ancien à gauche (tout le monde commence à {start})</translation>
        </message>
        <message>
            <source>Right the first time, per technique (retries are not counted):</source>
            <translation>Réussis du premier coup, par technique (les nouvelles tentatives ne comptent pas) :</translation>
        </message>
        <message>
            <source>Accuracy per technique</source>
            <translation>Précision par technique</translation>
        </message>
        <message>
            <source>Puzzles</source>
            <translation>Puzzles</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Réussis</translation>
        </message>
        <message>
            <source>Accuracy</source>
            <translation>Précision</translation>
        </message>
        <message numerus="yes">
            <source>Your practice rating: {rating} ± {deviation} after %n rated puzzle(s).</source>
            <translation>
                <numerusform>Votre classement d'entraînement : {rating} ± {deviation} après %n puzzle classé.</numerusform>
                <numerusform>Votre classement d'entraînement : {rating} ± {deviation} après %n puzzles classés.</numerusform>
            </translation>
        </message>
        <message>
            <source>No practice yet. Game &gt; Practice… trains one technique at a time with puzzles near your rating.</source>
            <translation>Pas encore d'entraînement. Partie &gt; Entraînement… travaille une technique à la fois avec des puzzles proches de votre classement.</translation>
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
            <source>{name} is damaged: its header gives a 3BV of {said}, its board has {bv}.</source>
            <translation>{name} est endommagé : son en-tête indique un 3BV de {said}, son plateau en a {bv}.</translation>
        </message>
        <message>
            <source>{name} is damaged: its header gives a time of {said} s, but its events end at {end} s.</source>
            <translation>{name} est endommagé : son en-tête indique un temps de {said} s, mais ses événements s’arrêtent à {end} s.</translation>
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
            <source>The replay was not saved: {reason}.</source>
            <translation>La partie enregistrée n’a pas été sauvegardée : {reason}.</translation>
        </message>
        <message>
            <source>the game is not over</source>
            <translation>la partie n’est pas terminée</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>le disque est plein</translation>
        </message>
        <message>
            <source>the folder is read-only</source>
            <translation>le dossier est en lecture seule</translation>
        </message>
        <message>
            <source>the recorder stopped (status {code})</source>
            <translation>l’enregistrement s’est arrêté (code {code})</translation>
        </message>
        <message>
            <source>{name} has no event data to play back.</source>
            <translation>{name} ne contient aucun événement à rejouer.</translation>
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
            <translation>Ouvrir le replay</translation>
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
            <translation>&amp;Ouvrir un replay…</translation>
        </message>
        <message>
            <source>&amp;Save replay as…</source>
            <translation>&amp;Enregistrer le replay sous…</translation>
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
            <source>{pixels} px</source>
            <translation>{pixels} px</translation>
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
            <source>Replay – {name}</source>
            <translation>Partie enregistrée – {name}</translation>
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
            <translation>Revoir…</translation>
        </message>
        <message>
            <source>Judge every click: forced by logic, a guess, or a mistake</source>
            <translation>Juger chaque clic : imposé par la logique, un pari ou une erreur</translation>
        </message>
        <message>
            <source>Previous click</source>
            <translation>Clic précédent</translation>
        </message>
        <message>
            <source>Next click</source>
            <translation>Clic suivant</translation>
        </message>
        <message>
            <source>Replay time</source>
            <translation>Temps de la partie enregistrée</translation>
        </message>
        <message>
            <source>Speed:</source>
            <translation>Vitesse :</translation>
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
            <translation>Exporter les replays…</translation>
        </message>
        <message>
            <source>Copy the .evf replays of the games shown to a folder</source>
            <translation>Copier dans un dossier les replays .evf des parties affichées</translation>
        </message>
        <message>
            <source>None of the games shown has a replay.</source>
            <translation>Aucune des parties affichées n'a de replay.</translation>
        </message>
        <message>
            <source>Export replays</source>
            <translation>Exporter les replays</translation>
        </message>
        <message>
            <source>Export replays to</source>
            <translation>Exporter les replays vers</translation>
        </message>
        <message numerus="yes">
            <source>%n replay(s) exported to {folder}.</source>
            <translation>
                <numerusform>%n replay exporté vers {folder}.</numerusform>
                <numerusform>%n replays exportés vers {folder}.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>The first click was at {cell}, but this board starts at {start}.</source>
            <translation>Le premier clic était sur {cell}, mais ce plateau commence sur {start}.</translation>
        </message>
        <message>
            <source>A move at {cell} is off the board.</source>
            <translation>Un coup en {cell} est hors du plateau.</translation>
        </message>
        <message>
            <source>Why: {reason}</source>
            <translation>Pourquoi : {reason}</translation>
        </message>
        <message>
            <source>first click</source>
            <translation>premier clic</translation>
        </message>
        <message>
            <source>forced</source>
            <translation>forcé</translation>
        </message>
        <message>
            <source>lucky guess</source>
            <translation>pari réussi</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>erreur</translation>
        </message>
        <message>
            <source>other</source>
            <translation>autre</translation>
        </message>
        <message numerus="yes">
            <source>Won in {seconds} s, %n move(s);</source>
            <translation>
                <numerusform>Gagnée en {seconds} s, %n coup ;</numerusform>
                <numerusform>Gagnée en {seconds} s, %n coups ;</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Lost in {seconds} s, %n move(s);</source>
            <translation>
                <numerusform>Perdue en {seconds} s, %n coup ;</numerusform>
                <numerusform>Perdue en {seconds} s, %n coups ;</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Not finished in {seconds} s, %n move(s);</source>
            <translation>
                <numerusform>Inachevée après {seconds} s, %n coup ;</numerusform>
                <numerusform>Inachevée après {seconds} s, %n coups ;</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n forced,</source>
            <translation>
                <numerusform>%n forcé,</numerusform>
                <numerusform>%n forcés,</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n lucky guess(es),</source>
            <translation>
                <numerusform>%n pari réussi,</numerusform>
                <numerusform>%n paris réussis,</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mistake(s).</source>
            <translation>
                <numerusform>%n erreur.</numerusform>
                <numerusform>%n erreurs.</numerusform>
            </translation>
        </message>
        <message>
            <source>Every move you could prove, you made by logic.</source>
            <translation>Chaque coup que vous pouviez prouver, vous l'avez joué par logique.</translation>
        </message>
        <message>
            <source>Move {number} was the first the numbers did not prove, while a move they proved was there to make.</source>
            <translation>Le coup {number} a été le premier que les nombres ne prouvaient pas, alors qu'un coup prouvé était possible.</translation>
        </message>
        <message>
            <source>under 1%</source>
            <translation>moins de 1 %</translation>
        </message>
        <message>
            <source>over 99%</source>
            <translation>plus de 99 %</translation>
        </message>
        <message>
            <source>The numbers proved it.</source>
            <translation>Les nombres le prouvaient.</translation>
        </message>
        <message>
            <source>The chance of a mine there was {percent}.</source>
            <translation>La probabilité d'une mine à cet endroit était de {percent}.</translation>
        </message>
        <message>
            <source>After the end of the game.</source>
            <translation>Après la fin de la partie.</translation>
        </message>
        <message>
            <source>The first click at {cell} opened a single {value}.</source>
            <translation>Le premier clic en {cell} n'a ouvert qu'un seul {value}.</translation>
        </message>
        <message>
            <source>The first click at {cell}: it always opens an area.</source>
            <translation>Le premier clic en {cell} : il ouvre toujours une zone.</translation>
        </message>
        <message>
            <source>The hint took the wrong flag off {cell}.</source>
            <translation>L'indice a retiré le drapeau faux en {cell}.</translation>
        </message>
        <message>
            <source>The hint flagged {cell}, which was proven.</source>
            <translation>L'indice a posé un drapeau en {cell}, ce qui était prouvé.</translation>
        </message>
        <message>
            <source>The hint opened {cell}, which was proven.</source>
            <translation>L'indice a ouvert {cell}, ce qui était prouvé.</translation>
        </message>
        <message>
            <source>Took the flag off {cell} (it was right).</source>
            <translation>Drapeau retiré en {cell} (il était juste).</translation>
        </message>
        <message>
            <source>Took the flag off {cell} (it was wrong).</source>
            <translation>Drapeau retiré en {cell} (il était faux).</translation>
        </message>
        <message>
            <source>A question mark on {cell}.</source>
            <translation>Un point d'interrogation en {cell}.</translation>
        </message>
        <message>
            <source>Took the question mark off {cell}.</source>
            <translation>Point d'interrogation retiré en {cell}.</translation>
        </message>
        <message>
            <source>Nothing changed at {cell}.</source>
            <translation>Rien n'a changé en {cell}.</translation>
        </message>
        <message>
            <source>A click at {cell} that opened nothing.</source>
            <translation>Un clic en {cell} qui n'a rien ouvert.</translation>
        </message>
        <message>
            <source>Opened {cell}: it was a mine.</source>
            <translation>{cell} ouverte : c'était une mine.</translation>
        </message>
        <message>
            <source>A chord on the number at {cell} opened a mine at {mine}.</source>
            <translation>Une ouverture groupée sur le nombre en {cell} a ouvert une mine en {mine}.</translation>
        </message>
        <message>
            <source>Opened {cell}: it was provably safe.</source>
            <translation>{cell} ouverte : elle était sûre de façon prouvée.</translation>
        </message>
        <message>
            <source>A chord on the number at {cell}: it was provably safe.</source>
            <translation>Une ouverture groupée sur le nombre en {cell} : c'était sûr de façon prouvée.</translation>
        </message>
        <message>
            <source>A chord on the number at {cell}: every cell it opened was provably safe.</source>
            <translation>Une ouverture groupée sur le nombre en {cell} : chaque case ouverte était sûre de façon prouvée.</translation>
        </message>
        <message>
            <source>A chord on the number at {cell}: a guess that happened to be safe; nothing proved it yet.</source>
            <translation>Une ouverture groupée sur le nombre en {cell} : un pari qui s'est révélé sûr ; rien ne le prouvait encore.</translation>
        </message>
        <message>
            <source>Opened {cell}: a guess that happened to be safe; nothing proved it yet.</source>
            <translation>{cell} ouverte : un pari qui s'est révélé sûr ; rien ne le prouvait encore.</translation>
        </message>
        <message>
            <source>Flagged {cell}, but the numbers proved it safe.</source>
            <translation>Drapeau en {cell}, mais les nombres prouvaient qu'elle était sûre.</translation>
        </message>
        <message>
            <source>Flagged {cell}, but there is no mine there.</source>
            <translation>Drapeau en {cell}, mais il n'y a pas de mine à cet endroit.</translation>
        </message>
        <message>
            <source>Flagged {cell}: it was a proven mine.</source>
            <translation>Drapeau en {cell} : c'était une mine prouvée.</translation>
        </message>
        <message>
            <source>Flagged {cell} before the first click: a guess.</source>
            <translation>Drapeau en {cell} avant le premier clic : un pari.</translation>
        </message>
        <message>
            <source>Flagged {cell}: a guess that happened to be right; nothing proved it yet.</source>
            <translation>Drapeau en {cell} : un pari qui s'est révélé juste ; rien ne le prouvait encore.</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Game review – {title}</source>
            <translation>Revue de la partie – {title}</translation>
        </message>
        <message>
            <source>Game review</source>
            <translation>Revue de la partie</translation>
        </message>
        <message>
            <source>Reviewing the game…</source>
            <translation>Revue de la partie en cours…</translation>
        </message>
        <message>
            <source>Previous step (Left)</source>
            <translation>Étape précédente (Gauche)</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>Étape</translation>
        </message>
        <message>
            <source>Next step (Right)</source>
            <translation>Étape suivante (Droite)</translation>
        </message>
        <message>
            <source>First unproven move</source>
            <translation>Premier coup non prouvé</translation>
        </message>
        <message>
            <source>Show the logic (the solver's way through this board)</source>
            <translation>Montrer la logique (le chemin du solveur sur cette grille)</translation>
        </message>
        <message>
            <source>Reviewing the game… move {move} of {total}</source>
            <translation>Revue de la partie en cours… coup {move} sur {total}</translation>
        </message>
        <message>
            <source>Working out the solver's way through this board…</source>
            <translation>Calcul du chemin du solveur sur cette grille…</translation>
        </message>
        <message numerus="yes">
            <source>End (%n move(s))</source>
            <translation>
                <numerusform>Fin (%n coup)</numerusform>
                <numerusform>Fin (%n coups)</numerusform>
            </translation>
        </message>
        <message>
            <source>Move {number} of {count}</source>
            <translation>Coup {number} sur {count}</translation>
        </message>
        <message numerus="yes">
            <source>End (%n step(s))</source>
            <translation>
                <numerusform>Fin (%n étape)</numerusform>
                <numerusform>Fin (%n étapes)</numerusform>
            </translation>
        </message>
        <message>
            <source>The solver is through: every safe cell is open.</source>
            <translation>Le solveur a terminé : chaque case sûre est ouverte.</translation>
        </message>
        <message>
            <source>Nothing more can be proven from here.</source>
            <translation>Plus rien ne peut être prouvé à partir d'ici.</translation>
        </message>
        <message>
            <source>Step {number} of {count}</source>
            <translation>Étape {number} sur {count}</translation>
        </message>
        <message>
            <source>A mine: {cell}</source>
            <translation>Une mine : {cell}</translation>
        </message>
        <message>
            <source>Safe: {cell}</source>
            <translation>Sûre : {cell}</translation>
        </message>
        <message>
            <source>(with the mine count)</source>
            <translation>(avec le nombre de mines)</translation>
        </message>
        <message>
            <source>{taken} s · at {at} s</source>
            <translation>{taken} s · à {at} s</translation>
        </message>
        <message>
            <source>The first move the numbers did not prove. What could be proven instead (green, from the blue numbers):</source>
            <translation>Le premier coup que les nombres ne prouvaient pas. Ce qui pouvait être prouvé à la place (en vert, à partir des nombres bleus) :</translation>
        </message>
        <message>
            <source>The first move the numbers did not prove. What could be proven instead (from the blue numbers):</source>
            <translation>Le premier coup que les nombres ne prouvaient pas. Ce qui pouvait être prouvé à la place (à partir des nombres bleus) :</translation>
        </message>
        <message>
            <source>A forced move was there instead (green), e.g. {cells}.</source>
            <translation>Un coup forcé existait à la place (en vert), par ex. {cells}.</translation>
        </message>
        <message>
            <source>Forced</source>
            <translation>Forcés</translation>
        </message>
        <message>
            <source>Lucky guesses</source>
            <translation>Paris réussis</translation>
        </message>
        <message>
            <source>Mistakes</source>
            <translation>Erreurs</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>the disk is full</source>
            <translation>le disque est plein</translation>
        </message>
        <message>
            <source>the folder is read-only</source>
            <translation>le dossier est en lecture seule</translation>
        </message>
        <message>
            <source>the folder cannot be written ({detail})</source>
            <translation>impossible d’écrire dans le dossier ({detail})</translation>
        </message>
        <message>
            <source>The settings file could not be read; defaults are used, and the file is kept beside the new one when a setting is saved.</source>
            <translation>Le fichier des réglages n’a pas pu être lu ; les réglages par défaut sont utilisés, et l’ancien fichier sera conservé à côté du nouveau dès qu’un réglage sera enregistré.</translation>
        </message>
        <message>
            <source>Your settings could not be saved: {cause} ({folder}). The settings saved before are kept, and your changes last until the game closes.</source>
            <translation>Vos réglages n’ont pas pu être enregistrés : {cause} ({folder}). Les réglages enregistrés auparavant sont conservés, et vos modifications restent valables jusqu’à la fermeture du jeu.</translation>
        </message>
        <message>
            <source>Some settings had values this game cannot use ({settings}); their defaults are used until the game closes, and the file was left as it is: {cause}.</source>
            <translation>Certains réglages avaient des valeurs que ce jeu ne peut pas utiliser ({settings}) ; leurs valeurs par défaut s’appliquent jusqu’à la fermeture du jeu, et le fichier a été laissé tel quel : {cause}.</translation>
        </message>
        <message>
            <source>Some settings had values this game cannot use and were set back to their defaults: {settings}. Your other settings are kept; the file as it was is kept as {file} in {folder}.</source>
            <translation>Certains réglages avaient des valeurs que ce jeu ne peut pas utiliser et ont repris leurs valeurs par défaut : {settings}. Vos autres réglages sont conservés ; le fichier tel qu’il était est conservé sous {file} dans {folder}.</translation>
        </message>
    </context>
    <context>
        <name>Speech</name>
        <message>
            <source>Left button down</source>
            <translation>Bouton gauche enfoncé</translation>
        </message>
        <message>
            <source>Left button up</source>
            <translation>Bouton gauche relâché</translation>
        </message>
        <message>
            <source>Right button down</source>
            <translation>Bouton droit enfoncé</translation>
        </message>
        <message>
            <source>Right button up</source>
            <translation>Bouton droit relâché</translation>
        </message>
        <message>
            <source>Middle button down</source>
            <translation>Bouton du milieu enfoncé</translation>
        </message>
        <message>
            <source>Middle button up</source>
            <translation>Bouton du milieu relâché</translation>
        </message>
        <message>
            <source>Pointer moved</source>
            <translation>Pointeur déplacé</translation>
        </message>
        <message>
            <source>{seconds} of {total} s, move {move} of {moves}.</source>
            <translation>{seconds} sur {total} s, coup {move} sur {moves}.</translation>
        </message>
        <message>
            <source>A mine: game lost.</source>
            <translation>Une mine : partie perdue.</translation>
        </message>
        <message>
            <source>It opened: {state}.</source>
            <translation>Elle s’est ouverte : {state}.</translation>
        </message>
        <message>
            <source>Opened {cell}: {state}.</source>
            <translation>{cell} ouverte : {state}.</translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s) opened.</source>
            <translation>
                <numerusform>%n case ouverte.</numerusform>
                <numerusform>%n cases ouvertes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s) covered again.</source>
            <translation>
                <numerusform>%n case recouverte.</numerusform>
                <numerusform>%n cases recouvertes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) placed.</source>
            <translation>
                <numerusform>%n drapeau posé.</numerusform>
                <numerusform>%n drapeaux posés.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flag(s) removed.</source>
            <translation>
                <numerusform>%n drapeau retiré.</numerusform>
                <numerusform>%n drapeaux retirés.</numerusform>
            </translation>
        </message>
        <message>
            <source>The board is cleared.</source>
            <translation>La grille est déminée.</translation>
        </message>
        <message>
            <source>off the board</source>
            <translation>hors de la grille</translation>
        </message>
        <message>
            <source>{action} at {cell}.</source>
            <translation>{action} en {cell}.</translation>
        </message>
        <message>
            <source>Playing.</source>
            <translation>Lecture.</translation>
        </message>
        <message>
            <source>Paused. {position}</source>
            <translation>En pause. {position}</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>vide</translation>
        </message>
        <message>
            <source>covered</source>
            <translation>couverte</translation>
        </message>
        <message>
            <source>flagged</source>
            <translation>drapeau</translation>
        </message>
        <message>
            <source>question mark</source>
            <translation>point d'interrogation</translation>
        </message>
        <message>
            <source>exploded mine</source>
            <translation>mine explosée</translation>
        </message>
        <message>
            <source>mine</source>
            <translation>mine</translation>
        </message>
        <message>
            <source>flagged, no mine</source>
            <translation>drapeau, pas de mine</translation>
        </message>
        <message>
            <source>above left</source>
            <translation>en haut à gauche</translation>
        </message>
        <message>
            <source>above</source>
            <translation>en haut</translation>
        </message>
        <message>
            <source>above right</source>
            <translation>en haut à droite</translation>
        </message>
        <message>
            <source>left</source>
            <translation>à gauche</translation>
        </message>
        <message>
            <source>right</source>
            <translation>à droite</translation>
        </message>
        <message>
            <source>below left</source>
            <translation>en bas à gauche</translation>
        </message>
        <message>
            <source>below</source>
            <translation>en bas</translation>
        </message>
        <message>
            <source>below right</source>
            <translation>en bas à droite</translation>
        </message>
        <message>
            <source>{cell}, {state}</source>
            <translation>{cell}, {state}</translation>
        </message>
        <message>
            <source>{name}: {description}</source>
            <translation>{name} : {description}</translation>
        </message>
        <message>
            <source>Minesweeper board</source>
            <translation>Grille du démineur</translation>
        </message>
        <message>
            <source>{rows} by {columns}.</source>
            <translation>{rows} sur {columns}.</translation>
        </message>
        <message numerus="yes">
            <source>%n row(s)</source>
            <translation>
                <numerusform>%n ligne</numerusform>
                <numerusform>%n lignes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n column(s)</source>
            <translation>
                <numerusform>%n colonne</numerusform>
                <numerusform>%n colonnes</numerusform>
            </translation>
        </message>
        <message>
            <source>Arrows move, Space opens, F flags. I reads the cell, L its row and column, N the cells around it, R its row, K its column, M the mines left, T the time, A repeats the last announcement. J, O and E jump to the hint's cell, the next covered cell and the next cell beside a number; G goes to a typed row and column.</source>
            <translation>Les flèches déplacent, Espace ouvre, F pose un drapeau. I lit la case, L sa ligne et sa colonne, N les cases autour, R sa ligne, K sa colonne, M les mines restantes, T le temps, A répète la dernière annonce. J, O et E vont à la case de l’indice, à la prochaine case couverte et à la prochaine case à côté d’un chiffre ; G va à une ligne et une colonne tapées.</translation>
        </message>
        <message>
            <source>{direction} {state}</source>
            <translation>{direction} {state}</translation>
        </message>
        <message>
            <source>Around {cell}: {cells}.</source>
            <translation>Autour de {cell} : {cells}.</translation>
        </message>
        <message numerus="yes">
            <source>%n covered</source>
            <translation>
                <numerusform>%n couverte</numerusform>
                <numerusform>%n couvertes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n flagged</source>
            <translation>
                <numerusform>%n drapeau</numerusform>
                <numerusform>%n drapeaux</numerusform>
            </translation>
        </message>
        <message>
            <source>numbers {numbers}</source>
            <translation>nombres {numbers}</translation>
        </message>
        <message numerus="yes">
            <source>%n empty</source>
            <translation>
                <numerusform>%n vide</numerusform>
                <numerusform>%n vides</numerusform>
            </translation>
        </message>
        <message>
            <source>Around: {counts}.</source>
            <translation>Autour : {counts}.</translation>
        </message>
        <message numerus="yes">
            <source>%n more flag(s) than mines.</source>
            <translation>
                <numerusform>%n drapeau de plus que de mines.</numerusform>
                <numerusform>%n drapeaux de plus que de mines.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mine(s) left.</source>
            <translation>
                <numerusform>%n mine restante.</numerusform>
                <numerusform>%n mines restantes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n second(s).</source>
            <translation>
                <numerusform>%n seconde.</numerusform>
                <numerusform>%n secondes.</numerusform>
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
            <translation>Rien n'a encore été dit.</translation>
        </message>
        <message>
            <source>{state}.</source>
            <translation>{state}.</translation>
        </message>
        <message numerus="yes">
            <source>{state}, %n cell(s) opened.</source>
            <translation>
                <numerusform>{state}, %n case ouverte.</numerusform>
                <numerusform>{state}, %n cases ouvertes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s) opened around it.</source>
            <translation>
                <numerusform>%n case ouverte autour.</numerusform>
                <numerusform>%n cases ouvertes autour.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Flagged, %n mine(s) left.</source>
            <translation>
                <numerusform>Drapeau posé, %n mine restante.</numerusform>
                <numerusform>Drapeau posé, %n mines restantes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Flag removed, %n mine(s) left.</source>
            <translation>
                <numerusform>Drapeau retiré, %n mine restante.</numerusform>
                <numerusform>Drapeau retiré, %n mines restantes.</numerusform>
            </translation>
        </message>
        <message>
            <source>Question mark.</source>
            <translation>Point d’interrogation.</translation>
        </message>
        <message>
            <source>{cell} is already open.</source>
            <translation>{cell} est déjà ouverte.</translation>
        </message>
        <message>
            <source>{cell} is open; only covered cells take a flag.</source>
            <translation>{cell} est ouverte ; seules les cases couvertes prennent un drapeau.</translation>
        </message>
        <message>
            <source>{cell} is flagged; F removes the flag.</source>
            <translation>{cell} porte un drapeau ; F le retire.</translation>
        </message>
        <message>
            <source>Edge of the board.</source>
            <translation>Bord du plateau.</translation>
        </message>
        <message>
            <source>The game is over; F2 starts a new one.</source>
            <translation>La partie est finie ; F2 en commence une nouvelle.</translation>
        </message>
        <message numerus="yes">
            <source>New game, {rows} by {columns}, %n mine(s).</source>
            <translation>
                <numerusform>Nouvelle partie, {rows} sur {columns}, %n mine.</numerusform>
                <numerusform>Nouvelle partie, {rows} sur {columns}, %n mines.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>New {level} game, {rows} by {columns}, %n mine(s).</source>
            <translation>
                <numerusform>Nouvelle partie {level}, {rows} sur {columns}, %n mine.</numerusform>
                <numerusform>Nouvelle partie {level}, {rows} sur {columns}, %n mines.</numerusform>
            </translation>
        </message>
        <message>
            <source>Paused; P plays on.</source>
            <translation>En pause ; P reprend.</translation>
        </message>
        <message>
            <source>Playing again.</source>
            <translation>La partie reprend.</translation>
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
            <translation>Ligne {row} : {cells}.</translation>
        </message>
        <message>
            <source>Column {column}: {cells}.</source>
            <translation>Colonne {column} : {cells}.</translation>
        </message>
        <message>
            <source>No hint names a cell yet; H asks for one.</source>
            <translation>Aucun indice ne nomme encore de case ; H en demande un.</translation>
        </message>
        <message>
            <source>No covered cell is left.</source>
            <translation>Il ne reste aucune case couverte.</translation>
        </message>
        <message>
            <source>No covered cell touches an opened number.</source>
            <translation>Aucune case couverte ne touche un chiffre ouvert.</translation>
        </message>
        <message>
            <source>The cursor is on {cell} already.</source>
            <translation>Le curseur est déjà sur {cell}.</translation>
        </message>
        <message>
            <source>Go to: type the row and the column, such as 3 5, then Enter (rows 1 to {rows}, columns 1 to {columns}).</source>
            <translation>Aller à : tapez la ligne et la colonne, par exemple 3 5, puis Entrée (lignes 1 à {rows}, colonnes 1 à {columns}).</translation>
        </message>
        <message>
            <source>The cursor stays.</source>
            <translation>Le curseur ne bouge pas.</translation>
        </message>
        <message>
            <source>That is no cell: type a row from 1 to {rows} and a column from 1 to {columns}.</source>
            <translation>Ce n’est pas une case : tapez une ligne de 1 à {rows} et une colonne de 1 à {columns}.</translation>
        </message>
        <message>
            <source>Return goes on to the next one; J jumps to the cell the answer is about.</source>
            <translation>Entrée passe au suivant ; J saute à la case dont parle la réponse.</translation>
        </message>
        <message>
            <source>This one is answered.</source>
            <translation>Celui-ci a sa réponse.</translation>
        </message>
        <message>
            <source>Find a cell this position proves: Space opens a safe cell, F flags a mine; the cursor is at the first covered cell beside a number.</source>
            <translation>Trouvez une case que cette position prouve : Espace ouvre une case sûre, F pose un drapeau sur une mine ; le curseur est sur la première case couverte à côté d’un chiffre.</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>These statistics were written by a newer version of the game, so this version shows them but never changes them. Your history is shown; new results are kept beside them in {file} ({folder}) until a newer version adds them.</source>
            <translation>Ces statistiques ont été écrites par une version plus récente du jeu : cette version les affiche mais ne les modifie jamais. Votre historique est affiché ; les nouveaux résultats sont conservés à côté, dans {file} ({folder}), jusqu’à ce qu’une version plus récente les ajoute.</translation>
        </message>
        <message>
            <source>These statistics were written by a newer version of the game, so this version never changes them. Your history cannot be shown; new results are kept beside them in {file} ({folder}) until a newer version adds them.</source>
            <translation>Ces statistiques ont été écrites par une version plus récente du jeu : cette version ne les modifie jamais. Votre historique ne peut pas être affiché ; les nouveaux résultats sont conservés à côté, dans {file} ({folder}), jusqu’à ce qu’une version plus récente les ajoute.</translation>
        </message>
        <message>
            <source>The statistics cannot be saved right now: {cause}. Your history is shown; new results are kept and saved when the file can be written again.</source>
            <translation>Les statistiques ne peuvent pas être enregistrées pour l’instant : {cause}. Votre historique est affiché ; les nouveaux résultats sont conservés et enregistrés dès que le fichier pourra de nouveau être écrit.</translation>
        </message>
        <message>
            <source>The statistics cannot be saved right now: {cause}. Your history cannot be shown until then; new results are kept and saved when the file can be written again.</source>
            <translation>Les statistiques ne peuvent pas être enregistrées pour l’instant : {cause}. Votre historique ne pourra pas être affiché d’ici là ; les nouveaux résultats sont conservés et enregistrés dès que le fichier pourra de nouveau être écrit.</translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be added to the statistics: {cause}. (It is|They are) kept in {file} in {folder} and added when a newer version of the game starts.</source>
            <translation>
                <numerusform>%n partie terminée n’a pas pu être ajoutée aux statistiques : {cause}. Elle est conservée dans {file}, dans {folder}, et sera ajoutée au démarrage d’une version plus récente du jeu.</numerusform>
                <numerusform>%n parties terminées n’ont pas pu être ajoutées aux statistiques : {cause}. Elles sont conservées dans {file}, dans {folder}, et seront ajoutées au démarrage d’une version plus récente du jeu.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be added to the statistics: {cause}. (It is|They are) kept in {file} in {folder} and added the next time the game starts.</source>
            <translation>
                <numerusform>%n partie terminée n’a pas pu être ajoutée aux statistiques : {cause}. Elle est conservée dans {file}, dans {folder}, et sera ajoutée au prochain démarrage du jeu.</numerusform>
                <numerusform>%n parties terminées n’ont pas pu être ajoutées aux statistiques : {cause}. Elles sont conservées dans {file}, dans {folder}, et seront ajoutées au prochain démarrage du jeu.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be saved in {folder}: {cause}. Free some space or make the folder writable before closing, or (it is|they are) lost.</source>
            <translation>
                <numerusform>%n partie terminée n’a pas pu être enregistrée dans {folder} : {cause}. Libérez de l’espace ou rendez le dossier accessible en écriture avant de fermer, sinon elle sera perdue.</numerusform>
                <numerusform>%n parties terminées n’ont pas pu être enregistrées dans {folder} : {cause}. Libérez de l’espace ou rendez le dossier accessible en écriture avant de fermer, sinon elles seront perdues.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be saved in {folder}: {cause}, and the folder cannot be written ({why}). Free some space or make the folder writable before closing, or (it is|they are) lost.</source>
            <translation>
                <numerusform>%n partie terminée n’a pas pu être enregistrée dans {folder} : {cause}, et il est impossible d’écrire dans le dossier ({why}). Libérez de l’espace ou rendez le dossier accessible en écriture avant de fermer, sinon elle sera perdue.</numerusform>
                <numerusform>%n parties terminées n’ont pas pu être enregistrées dans {folder} : {cause}, et il est impossible d’écrire dans le dossier ({why}). Libérez de l’espace ou rendez le dossier accessible en écriture avant de fermer, sinon elles seront perdues.</numerusform>
            </translation>
        </message>
        <message>
            <source>One result could not be saved because the statistics file cannot hold its values; it was left out (the details are in minesweeper.log), and the other results are saved as usual.</source>
            <translation>Un résultat n’a pas pu être enregistré car le fichier de statistiques ne peut pas contenir ses valeurs ; il a été écarté (les détails sont dans minesweeper.log), et les autres résultats sont enregistrés comme d’habitude.</translation>
        </message>
        <message>
            <source>One result holds impossible values (a time, a count or a level that cannot be), so it was not saved (the details are in minesweeper.log); the other results are saved as usual.</source>
            <translation>Un résultat contient des valeurs impossibles (un temps, un nombre ou un niveau qui ne peut pas exister) ; il n’a donc pas été enregistré (les détails sont dans minesweeper.log) ; les autres résultats sont enregistrés comme d’habitude.</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) in the statistics file {file} hold(s) impossible values (a time, a count or a level that cannot be); (it is|they are) left in the file but not shown or counted.</source>
            <translation>
                <numerusform>%n partie du fichier de statistiques {file} contient des valeurs impossibles (un temps, un nombre ou un niveau qui ne peut pas exister) ; elle reste dans le fichier mais n’est ni affichée ni comptée.</numerusform>
                <numerusform>%n parties du fichier de statistiques {file} contiennent des valeurs impossibles (un temps, un nombre ou un niveau qui ne peut pas exister) ; elles restent dans le fichier mais ne sont ni affichées ni comptées.</numerusform>
            </translation>
        </message>
        <message>
            <source>Results kept from an earlier session could not be read; the file {file} in {folder} was left as it is.</source>
            <translation>Les résultats conservés d’une session précédente n’ont pas pu être lus ; le fichier {file} dans {folder} a été laissé tel quel.</translation>
        </message>
        <message>
            <source>The result could not be saved yet: {cause}. It is kept and saved with the next result, in a moment, or when the game closes.</source>
            <translation>Le résultat n’a pas encore pu être enregistré : {cause}. Il est conservé et sera enregistré avec le prochain résultat, dans un instant ou à la fermeture du jeu.</translation>
        </message>
        <message>
            <source>The statistics file could not be read; it was kept as {file} in {folder} and a new one was started.</source>
            <translation>Le fichier des statistiques n’a pas pu être lu ; il a été conservé sous le nom {file} dans {folder}, et un nouveau fichier a été créé.</translation>
        </message>
        <message>
            <source>The history could not be exported to {file} ({detail}).</source>
            <translation>L’historique n’a pas pu être exporté vers {file} ({detail}).</translation>
        </message>
        <message>
            <source>another window or program is using the statistics (the file is locked)</source>
            <translation>une autre fenêtre ou un autre programme utilise les statistiques (le fichier est verrouillé)</translation>
        </message>
        <message>
            <source>the statistics file or its folder is read-only</source>
            <translation>le fichier des statistiques ou son dossier est en lecture seule</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>le disque est plein</translation>
        </message>
        <message>
            <source>the statistics file may not be written (no permission)</source>
            <translation>le fichier des statistiques ne peut pas être modifié (permission refusée)</translation>
        </message>
        <message>
            <source>the statistics file cannot be opened</source>
            <translation>le fichier des statistiques ne peut pas être ouvert</translation>
        </message>
        <message>
            <source>the disk reported a read or write error</source>
            <translation>le disque a signalé une erreur de lecture ou d’écriture</translation>
        </message>
        <message>
            <source>the statistics were written by a newer version of the game</source>
            <translation>les statistiques ont été écrites par une version plus récente du jeu</translation>
        </message>
        <message>
            <source>the statistics folder cannot be used ({detail})</source>
            <translation>le dossier des statistiques est inutilisable ({detail})</translation>
        </message>
        <message>
            <source>the statistics file cannot be written ({detail})</source>
            <translation>impossible d’écrire le fichier des statistiques ({detail})</translation>
        </message>
        <message>
            <source>The statistics cannot be reset now. {problem}</source>
            <translation>Les statistiques ne peuvent pas être réinitialisées maintenant. {problem}</translation>
        </message>
        <message>
            <source>The statistics could not be reset: {cause}.</source>
            <translation>Les statistiques n’ont pas pu être réinitialisées : {cause}.</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucune</translation>
        </message>
        <message>
            <source>This game cannot be reviewed: {reason}</source>
            <translation>Cette partie ne peut pas être revue : {reason}</translation>
        </message>
        <message>
            <source>Win a game to see your times here.</source>
            <translation>Gagnez une partie pour voir vos temps ici.</translation>
        </message>
        <message numerus="yes">
            <source>last %n won game(s) per level, oldest left (time on a log scale)</source>
            <translation>
                <numerusform>dernière %n partie gagnée par niveau, la plus ancienne à gauche (temps en échelle logarithmique)</numerusform>
                <numerusform>%n dernières parties gagnées par niveau, la plus ancienne à gauche (temps en échelle logarithmique)</numerusform>
            </translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistiques</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Niveau</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Jouées</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Gagnées</translation>
        </message>
        <message>
            <source>Abandoned</source>
            <translation>Abandonnées</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Taux de victoire</translation>
        </message>
        <message>
            <source>Streak</source>
            <translation>Série</translation>
        </message>
        <message>
            <source>Best streak</source>
            <translation>Meilleure série</translation>
        </message>
        <message>
            <source>Best time</source>
            <translation>Meilleur temps</translation>
        </message>
        <message>
            <source>Levels</source>
            <translation>Niveaux</translation>
        </message>
        <message>
            <source>Recent winning times</source>
            <translation>Temps des dernières victoires</translation>
        </message>
        <message>
            <source>Level:</source>
            <translation>Niveau :</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Temps</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>Logic</source>
            <translation>Logique</translation>
        </message>
        <message>
            <source>Best times</source>
            <translation>Meilleurs temps</translation>
        </message>
        <message>
            <source>Counted: games won without hints or undo, not replays.</source>
            <translation>Comptées : parties gagnées sans indice ni annulation, hors rejouées.</translation>
        </message>
        <message>
            <source>Show:</source>
            <translation>Afficher :</translation>
        </message>
        <message>
            <source>All results</source>
            <translation>Tous les résultats</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Perdues</translation>
        </message>
        <message>
            <source>Review…</source>
            <translation>Revoir…</translation>
        </message>
        <message>
            <source>Step through the selected game's moves</source>
            <translation>Parcourir les coups de la partie choisie</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Exporter en CSV…</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>Indices</translation>
        </message>
        <message>
            <source>Clicks</source>
            <translation>Clics</translation>
        </message>
        <message>
            <source>Board id</source>
            <translation>Identifiant de grille</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Historique</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>Entraînement</translation>
        </message>
        <message>
            <source>Reset…</source>
            <translation>Réinitialiser…</translation>
        </message>
        <message>
            <source>All levels</source>
            <translation>Tous les niveaux</translation>
        </message>
        <message>
            <source>This game was stored without its moves.</source>
            <translation>Cette partie a été enregistrée sans ses coups.</translation>
        </message>
        <message>
            <source>its moves cannot be read</source>
            <translation>ses coups sont illisibles</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Revue</translation>
        </message>
        <message>
            <source>Export history</source>
            <translation>Exporter l'historique</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>Fichiers CSV (*.csv)</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) exported to {path}.</source>
            <translation>
                <numerusform>%n partie exportée vers {path}.</numerusform>
                <numerusform>%n parties exportées vers {path}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Réinitialiser les statistiques</translation>
        </message>
        <message>
            <source>Forget every finished game, best time and streak? This cannot be undone.</source>
            <translation>Oublier toutes les parties terminées, meilleurs temps et séries ? C'est irréversible.</translation>
        </message>
        <message>
            <source>abandoned (replay)</source>
            <translation>abandonnée (rejouée)</translation>
        </message>
        <message>
            <source>abandoned (undo)</source>
            <translation>abandonnée (annulation)</translation>
        </message>
        <message>
            <source>abandoned</source>
            <translation>abandonnée</translation>
        </message>
        <message>
            <source>won (replay)</source>
            <translation>gagnée (rejouée)</translation>
        </message>
        <message>
            <source>lost (replay)</source>
            <translation>perdue (rejouée)</translation>
        </message>
        <message>
            <source>won (undo)</source>
            <translation>gagnée (annulation)</translation>
        </message>
        <message>
            <source>lost (undo)</source>
            <translation>perdue (annulation)</translation>
        </message>
        <message>
            <source>won</source>
            <translation>gagnée</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>perdue</translation>
        </message>
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
        <name>Status</name>
        <message>
            <source>This board starts at {cell} (marked): click it, or press Space on it, to begin.</source>
            <translation>Cette grille commence en {cell} (marquée) : cliquez dessus, ou appuyez sur Espace dessus, pour commencer.</translation>
        </message>
        <message>
            <source>Click any cell, or press Space on it, to start: the first cell opened always opens an area.</source>
            <translation>Cliquez sur n'importe quelle case, ou appuyez sur Espace dessus, pour commencer : la première case ouverte ouvre toujours une zone.</translation>
        </message>
        <message>
            <source>Click the marked cell at {cell}, or press Space on it, to start this board.</source>
            <translation>Cliquez sur la case marquée en {cell}, ou appuyez sur Espace dessus, pour commencer cette grille.</translation>
        </message>
        <message>
            <source>No flags to check.</source>
            <translation>Aucun drapeau à vérifier.</translation>
        </message>
        <message>
            <source>Why the mine was hit could not be worked out: {error}</source>
            <translation>Impossible d'expliquer pourquoi la mine a été touchée : {error}</translation>
        </message>
        <message>
            <source>The board could not be prepared: {error}</source>
            <translation>La grille n'a pas pu être préparée : {error}</translation>
        </message>
        <message>
            <source>The analysis could not work this position out: {error}</source>
            <translation>L'analyse n'a pas pu traiter cette position : {error}</translation>
        </message>
        <message>
            <source>The helper could not work this position out: {error}</source>
            <translation>L'assistant n'a pas pu traiter cette position : {error}</translation>
        </message>
        <message>
            <source>Retry: the same board again (a replay, not counted for best times).</source>
            <translation>Nouvel essai : la même grille (une reprise, qui ne compte pas pour les meilleurs temps).</translation>
        </message>
        <message>
            <source>The daily board of {date}: the same for everyone today.</source>
            <translation>La grille du jour du {date} : la même pour tout le monde aujourd'hui.</translation>
        </message>
        <message>
            <source>The board of this id ({width}x{height}, {mines} mines).</source>
            <translation>La grille de cet identifiant ({width}x{height}, {mines} mines).</translation>
        </message>
        <message>
            <source>You have played it before: a replay, not counted for best times.</source>
            <translation>Vous l'avez déjà jouée : une reprise, qui ne compte pas pour les meilleurs temps.</translation>
        </message>
        <message>
            <source>It cannot be won without guessing: it was not made by a no-guess creator.</source>
            <translation>Elle ne peut pas être gagnée sans deviner : elle n'a pas été créée par un générateur de grilles sans hasard.</translation>
        </message>
        <message>
            <source>Logic: {grade}.</source>
            <translation>Logique : {grade}.</translation>
        </message>
        <message>
            <source>Preparing the board…</source>
            <translation>Préparation de la grille…</translation>
        </message>
        <message>
            <source>Creating a board you can solve without guessing…</source>
            <translation>Création d'une grille que vous pouvez résoudre sans deviner…</translation>
        </message>
        <message>
            <source>Creating a board you can solve without guessing, of logic grade “{grade}” (this may take a while)…</source>
            <translation>Création d'une grille de logique « {grade} » que vous pouvez résoudre sans deviner (cela peut prendre un moment)…</translation>
        </message>
        <message>
            <source>This board cannot be created: {reason}</source>
            <translation>Cette grille ne peut pas être créée : {reason}</translation>
        </message>
        <message>
            <source>Creating the board failed unexpectedly ({error}). Please try again.</source>
            <translation>La création de la grille a échoué de façon inattendue ({error}). Veuillez réessayer.</translation>
        </message>
        <message>
            <source>The click that hit the mine is taken back; play on. This game now counts as assisted (no best time).</source>
            <translation>Le clic qui a touché la mine est annulé ; continuez. Cette partie compte désormais comme assistée (pas de meilleur temps).</translation>
        </message>
        <message>
            <source>{text} It starts at {cell}, marked green: click it, or press Space on it, to begin.</source>
            <translation>{text} Elle commence en {cell}, marquée en vert : cliquez dessus, ou appuyez sur Espace dessus, pour commencer.</translation>
        </message>
        <message>
            <source>There is no board yet: it is made at your first click. Copy its id once you have started.</source>
            <translation>Il n'y a pas encore de grille : elle est créée à votre premier clic. Copiez son identifiant une fois la partie commencée.</translation>
        </message>
        <message>
            <source>Board id copied: {id}. Anyone can play this board with Game &gt; Open board id (it shows where the mines are to whoever decodes it).</source>
            <translation>Identifiant copié : {id}. Tout le monde peut jouer cette grille avec Partie &gt; Ouvrir un identifiant de grille (il révèle l'emplacement des mines à qui le décode).</translation>
        </message>
        <message>
            <source>This board id cannot be opened. {reason}</source>
            <translation>Cet identifiant de grille ne peut pas être ouvert. {reason}</translation>
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
            <translation>Boum : une mine en {cell}.</translation>
        </message>
        <message numerus="yes">
            <source>You won in {seconds} s with help (%n hint(s)).</source>
            <translation>
                <numerusform>Gagné en {seconds} s avec de l'aide (%n indice).</numerusform>
                <numerusform>Gagné en {seconds} s avec de l'aide (%n indices).</numerusform>
            </translation>
        </message>
        <message>
            <source>You won in {seconds} s after an undo (not counted for best times).</source>
            <translation>Gagné en {seconds} s après une annulation (ne compte pas pour les meilleurs temps).</translation>
        </message>
        <message>
            <source>You won in {seconds} s on a retried board (not counted for best times).</source>
            <translation>Gagné en {seconds} s sur une grille rejouée (ne compte pas pour les meilleurs temps).</translation>
        </message>
        <message>
            <source>You won in {seconds} s: a new best time!</source>
            <translation>Gagné en {seconds} s : un nouveau meilleur temps !</translation>
        </message>
        <message>
            <source>You won in {seconds} s.</source>
            <translation>Gagné en {seconds} s.</translation>
        </message>
        <message>
            <source>— (wins only)</source>
            <translation>— (victoires seulement)</translation>
        </message>
        <message>
            <source>— (help was used)</source>
            <translation>— (avec de l'aide)</translation>
        </message>
        <message>
            <source>— (after an undo)</source>
            <translation>— (après une annulation)</translation>
        </message>
        <message>
            <source>— (a retried board)</source>
            <translation>— (grille rejouée)</translation>
        </message>
        <message>
            <source>{rank} of {ranked}</source>
            <translation>{rank} sur {ranked}</translation>
        </message>
        <message>
            <source>— (hints made moves)</source>
            <translation>— (des indices ont joué)</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Temps</translation>
        </message>
        <message>
            <source>{seconds} s</source>
            <translation>{seconds} s</translation>
        </message>
        <message>
            <source>Clicks</source>
            <translation>Clics</translation>
        </message>
        <message>
            <source>Efficiency</source>
            <translation>Efficacité</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>Indices</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucun</translation>
        </message>
        <message>
            <source>Logic</source>
            <translation>Logique</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Rang</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Règles</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
    </context>
    <context>
        <name>Window</name>
        <message>
            <source>No-guess Minesweeper</source>
            <translation>Démineur sans hasard</translation>
        </message>
        <message>
            <source>B switches between the mines and the position before the mistake, where these cells are marked.</source>
            <translation>B alterne entre les mines et la position avant l'erreur, où ces cases sont marquées.</translation>
        </message>
        <message>
            <source>Working out why that cell was not safe…</source>
            <translation>Recherche de la raison pour laquelle cette case n'était pas sûre…</translation>
        </message>
        <message>
            <source>Mines left</source>
            <translation>Mines restantes</translation>
        </message>
        <message>
            <source>Seconds</source>
            <translation>Secondes</translation>
        </message>
        <message>
            <source>New game (F2)</source>
            <translation>Nouvelle partie (F2)</translation>
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
            <source>Making the board</source>
            <translation>Création de la grille</translation>
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
    </context>
    <context>
        <name>argparse</name>
        <message>
            <source>usage: </source>
            <translation>utilisation : </translation>
        </message>
        <message>
            <source>positional arguments</source>
            <translation>arguments positionnels</translation>
        </message>
        <message>
            <source>options</source>
            <translation>options</translation>
        </message>
        <message>
            <source>show this help message and exit</source>
            <translation>afficher cette aide et quitter</translation>
        </message>
        <message>
            <source>%(prog)s: error: %(message)s</source>
            <translation>%(prog)s : erreur : %(message)s</translation>
        </message>
        <message>
            <source>argument %(argument_name)s: %(message)s</source>
            <translation>argument %(argument_name)s : %(message)s</translation>
        </message>
        <message>
            <source>unrecognized arguments: %s</source>
            <translation>arguments non reconnus : %s</translation>
        </message>
        <message>
            <source>the following arguments are required: %s</source>
            <translation>les arguments suivants sont obligatoires : %s</translation>
        </message>
        <message>
            <source>one of the arguments %s is required</source>
            <translation>l'un des arguments %s est obligatoire</translation>
        </message>
        <message>
            <source>not allowed with argument %s</source>
            <translation>non autorisé avec l'argument %s</translation>
        </message>
        <message>
            <source>ignored explicit argument %r</source>
            <translation>argument explicite %r ignoré</translation>
        </message>
        <message>
            <source>expected one argument</source>
            <translation>un argument attendu</translation>
        </message>
        <message>
            <source>expected at most one argument</source>
            <translation>au plus un argument attendu</translation>
        </message>
        <message>
            <source>expected at least one argument</source>
            <translation>au moins un argument attendu</translation>
        </message>
        <message>
            <source>expected %s argument</source>
            <translation>%s argument attendu</translation>
        </message>
        <message>
            <source>expected %s arguments</source>
            <translation>%s arguments attendus</translation>
        </message>
        <message>
            <source>ambiguous option: %(option)s could match %(matches)s</source>
            <translation>option ambiguë : %(option)s pourrait correspondre à %(matches)s</translation>
        </message>
        <message>
            <source>invalid %(type)s value: %(value)r</source>
            <translation>valeur %(type)s invalide : %(value)r</translation>
        </message>
        <message>
            <source>invalid choice: %(value)r (choose from %(choices)s)</source>
            <translation>choix invalide : %(value)r (choisir parmi %(choices)s)</translation>
        </message>
        <message>
            <source>can't open '%(filename)s': %(error)s</source>
            <translation>impossible d'ouvrir '%(filename)s' : %(error)s</translation>
        </message>
    </context>
</TS>
