"""The board widget and its parts: pictures, painter, analysis overlay, input, keys and
what a screen reader hears of it."""
