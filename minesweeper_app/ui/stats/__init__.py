"""The statistics dialog and its parts: the chart, its look, the practice and replays
tabs."""
