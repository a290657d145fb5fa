"""The game flow without Qt: the controller (``controller``) and the parts it is composed of:
background jobs (``jobs``), hints and flag checks (``helper``), a game's end (``ending``),
boards given in advance (``shared_boards``), and the window's view as an event subscriber
(``view_listener``)."""
