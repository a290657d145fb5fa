"""The board's face for screen readers: an item view over the cells, never drawn.

PySide6 cannot implement ``QAccessibleTableInterface`` in Python, but Qt's own
``QTableView`` exposes the AT-SPI Table and TableCell interfaces (rows and columns, the
cell at a row and column, a cell's position and its headers) and Selection.  So the board
widget paints and takes the mouse, and a ``QTableView`` lying over its cells, transparent
to the mouse and painting nothing, is what screen readers see: a table named like the board
whose cells are named from :class:`CellModel`.  Its current index follows the keyboard
cursor.  The board widget keeps the keyboard focus (and the keys); the table never has it,
so a screen reader looking for the focused object finds the current cell, not the table.

Qt counts the (hidden) row and column headers among the table's children, so the cell at
(row, column) is the child ``(row + 1) * (columns + 1) + column + 1``
(:func:`child_index`); the headers have no names (each cell's name says where it is).

The view is one cell large: it lies over the cursor's cell, scrolled so that the other
cells keep their true places on screen but are outside it, not "showing".  Screen readers
read every showing cell of a row when the focus enters a new row (Orca's default for
tables outside documents, 43.1 and current alike: ``getShowingCellsInSameRow``,
``get_showing_cells_in_same_row``); on a board that would be a whole row of cells after
every Up or Down.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import (
    QAbstractTableModel,
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    Qt,
    Signal,
)
from PySide6.QtGui import QAccessible, QAccessibleEvent, QPaintEvent
from PySide6.QtWidgets import QAbstractItemView, QFrame, QHeaderView, QTableView, QWidget

from minesweeper_app.engine import Cell


class CellTexts(Protocol):
    """What the model reads of the board's accessible side (``access.BoardAccess``)."""

    def cell_text(self, cell: Cell) -> str: ...
    def cell_description(self, cell: Cell) -> str: ...


def child_index(cell: Cell, columns: int) -> int:
    """The index of ``cell`` among the table's accessible children (headers counted)."""
    return (cell[0] + 1) * (columns + 1) + cell[1] + 1


_Index = QModelIndex | QPersistentModelIndex


class CellModel(QAbstractTableModel):
    """The cells as rows and columns: each one's name and description, read when asked."""

    def __init__(self, texts: CellTexts, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.texts = texts
        self.shape: tuple[int, int] = (0, 0)

    def set_shape(self, shape: tuple[int, int]) -> None:
        """Another grid: views (and Qt's accessible cells) start afresh."""
        if shape != self.shape:
            self.beginResetModel()
            self.shape = shape
            self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 (Qt's default)
        return 0 if parent.isValid() else self.shape[0]

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 (Qt's default)
        return 0 if parent.isValid() else self.shape[1]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        cell = (index.row(), index.column())
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self.texts.cell_text(cell)
        if role == Qt.ItemDataRole.AccessibleDescriptionRole:
            return self.texts.cell_description(cell)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        """No header names: each cell's name says its row and column already."""
        return "" if role == Qt.ItemDataRole.DisplayRole else None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


class BoardFace(QTableView):
    """The table screen readers see over the board; it never paints and takes no mouse.

    ``chosen`` is emitted with a cell that a screen reader selected (the Toggle action of
    a cell, or the table's Selection interface): the board's cursor goes there."""

    chosen = Signal(object)

    def __init__(self, texts: CellTexts, board: QWidget) -> None:
        super().__init__(board)
        self.board = board
        self._cells_rect = QRect()
        self._size = 0
        self._over: Cell = (0, 0)
        self.cells = CellModel(texts, None)
        self.setModel(self.cells)
        self.selectionModel().selectionChanged.connect(self._selected)
        for header in (self.horizontalHeader(), self.verticalHeader()):
            header.hide()
            header.setMinimumSectionSize(1)
            header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setShowGrid(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setTabKeyNavigation(False)
        self.setAutoScroll(False)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the board takes the focus and the keys
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        for widget in (self, self.viewport()):
            widget.setAutoFillBackground(False)
            widget.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
            widget.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground, True)

    def place(self, cells: QRect, size: int) -> None:
        """The board's cells are at ``cells`` (board coordinates), ``size`` pixels each."""
        self._cells_rect, self._size = QRect(cells), size
        self.horizontalHeader().setDefaultSectionSize(size)
        self.verticalHeader().setDefaultSectionSize(size)
        self._lie_over(self._over)

    def _lie_over(self, cell: Cell) -> None:
        """Lie over ``cell``, scrolled so that every cell is where the board draws it.

        The cell left is hidden and the new one shown: screen readers keep the states they
        have read (AT-SPI's cache) until told."""
        old, self._over = self._over, cell
        s = self._size
        if s <= 0:
            return
        r, c = cell
        self.setGeometry(self._cells_rect.x() + c * s, self._cells_rect.y() + r * s, s, s)
        self.updateGeometries()
        self.horizontalScrollBar().setValue(c * s)
        self.verticalScrollBar().setValue(r * s)
        rows, columns = self.cells.shape
        if old != cell and QAccessible.isActive() and self.isVisible():
            for kind, shown in (
                (QAccessible.Event.ObjectHide, old),
                (QAccessible.Event.ObjectShow, cell),
            ):
                if 0 <= shown[0] < rows and 0 <= shown[1] < columns:
                    event = QAccessibleEvent(self, kind)
                    event.setChild(child_index(shown, columns))
                    QAccessible.updateAccessibility(event)

    def set_current(self, cell: Cell, current: bool) -> None:
        """Lie over the cursor's ``cell``; it is the current one if
        ``current``, else no cell is (the board has no focus, so no cell is focused)."""
        rows, columns = self.cells.shape
        if not (0 <= cell[0] < rows and 0 <= cell[1] < columns):
            return
        if cell != self._over:
            self._lie_over(cell)
        model = self.selectionModel()
        if not current:
            model.setCurrentIndex(QModelIndex(), QItemSelectionModel.SelectionFlag.NoUpdate)
            return
        index = self.cells.index(*cell)
        if index != self.currentIndex():
            # Selected too: Orca 43.1 says "not selected" of a focused cell that is not.
            # (Newer Orca leaves the table's selection changes alone: the table manages
            # its descendants, ``is_presentable_selection_change``.)
            model.setCurrentIndex(index, QItemSelectionModel.SelectionFlag.ClearAndSelect)

    def _selected(self) -> None:
        """A screen reader selected another cell: the cursor goes there."""
        chosen = self.selectionModel().selectedIndexes()
        if len(chosen) == 1 and (chosen[0].row(), chosen[0].column()) != self._over:
            self.chosen.emit((chosen[0].row(), chosen[0].column()))

    # ------------------------------------------------------------ what it leaves to the board
    def currentChanged(self, current: QModelIndex, previous: QModelIndex) -> None:  # type: ignore[override]
        """Skips ``QTableView``'s own focus event: the board's voice sends it, in its order."""
        QAbstractItemView.currentChanged(self, current, previous)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The board paints the cells; this view only describes them."""
