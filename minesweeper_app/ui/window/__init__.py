"""The main window and its own parts: the top bar and counters, the message and end panels,
the menus, the fit to the screen, the view the controller talks to, and keeping the game
across a close."""
