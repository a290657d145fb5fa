"""No-guess board creation (Kunz section 3.4): ``create`` is the front door
(``create_board``, a board of a chosen logic grade); ``methods`` the creation methods;
``tries`` one request's random layouts and the solver runs that judge them; ``bitboard``
the light solver most tries end in; ``swaps`` the invisible-swap test; ``repair`` the
perturbation of a stuck layout."""
