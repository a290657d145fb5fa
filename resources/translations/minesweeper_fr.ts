<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
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
            <source>Hard&amp;est (three+ numbers or the mine count)</source>
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
            <source>&amp;Copy board id</source>
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
    </context>
</TS>
