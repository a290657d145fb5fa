"""The catalogue workflow: ``python -m minesweeper_app.i18n_tools update|compile|check``.

``update`` extracts every ``translate(...)``/``tr(...)`` sentence with ``pyside6-lupdate``,
merges them into ``resources/translations/minesweeper_XX.ts`` (keeping translations, adding
new sentences as unfinished, dropping vanished ones, and giving every ``%n`` sentence the
language's plural forms, which lupdate's Python parser does not mark), then compiles the
``.qm`` files with ``pyside6-lrelease``. ``check`` lists what a translator still has to do.
Both tools ship in PySide6-Essentials; the game itself needs only the compiled ``.qm``.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

from minesweeper_app.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "minesweeper_app"
CATALOGUES = ROOT / "resources" / "translations"
PLURAL_FORMS = {
    "de": 2,
    "fr": 2,
    "es": 2,
    "zh_CN": 1,
    "pl": 3,
    "ru": 3,
    "cs": 3,
    "ja": 1,
    "pt_BR": 2,
}
"""How many numerus forms Qt uses for each language: zh, ja one; de, es one/other; fr and
pt_BR 0-1/other; pl one/few/many (1; 2-4, 22-24; 0, 5-21, 25...); ru one/few/many (1, 21;
2-4, 22-24; 0, 5-20, 11-14); cs one/few/other (1; 2-4; 0, 5...)."""
TRANSLATED = tuple(code for code in LANGUAGES if code != "en")
SKIPPED = ("bench",)
"""Source folders with no sentence a player reads."""


@dataclass
class Message:
    """One sentence of a catalogue: its source, and its translation (forms for a plural)."""

    context: str
    source: str
    comment: str | None = None
    forms: list[str] = field(default_factory=list)
    unfinished: bool = True

    @property
    def key(self) -> tuple[str, str, str | None]:
        return (self.context, self.source, self.comment)

    @property
    def plural(self) -> bool:
        return "%n" in self.source


def ts_path(code: str, folder: Path = CATALOGUES) -> Path:
    return folder / f"minesweeper_{code}.ts"


def qm_path(code: str, folder: Path = CATALOGUES) -> Path:
    return folder / f"minesweeper_{code}.qm"


def read_ts(path: Path) -> list[Message]:
    """The messages of a ``.ts`` file, in file order (obsolete and vanished ones included)."""
    root = ET.parse(path).getroot()
    out: list[Message] = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for msg in context.iter("message"):
            translation = msg.find("translation")
            assert translation is not None, f"{path}: a message without a translation element"
            numerus = translation.findall("numerusform")
            forms = [f.text or "" for f in numerus] if numerus else [translation.text or ""]
            kind = translation.get("type")
            out.append(
                Message(
                    context=name,
                    source=msg.findtext("source") or "",
                    comment=msg.findtext("comment"),
                    forms=forms,
                    unfinished=kind in ("unfinished", "obsolete", "vanished"),
                )
            )
    return out


def write_ts(path: Path, code: str, messages: list[Message]) -> None:
    """Write a ``.ts`` file lrelease and Qt Linguist read, contexts sorted, no line numbers."""
    root = ET.Element("TS", version="2.1", language=code)
    contexts: dict[str, list[Message]] = {}
    for message in messages:
        contexts.setdefault(message.context, []).append(message)
    for name in sorted(contexts):
        context = ET.SubElement(root, "context")
        ET.SubElement(context, "name").text = name
        for message in contexts[name]:
            msg = ET.SubElement(context, "message")
            if message.plural:
                msg.set("numerus", "yes")
            ET.SubElement(msg, "source").text = message.source
            if message.comment:
                ET.SubElement(msg, "comment").text = message.comment
            translation = ET.SubElement(msg, "translation")
            if message.unfinished:
                translation.set("type", "unfinished")
            if message.plural:
                for form in message.forms:
                    ET.SubElement(translation, "numerusform").text = form
            else:
                translation.text = message.forms[0] if message.forms else ""
    ET.indent(root, space="    ")
    body = ET.tostring(root, encoding="unicode")
    path.write_text(
        f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{body}\n', encoding="utf-8"
    )


def _tool(name: str) -> str:
    beside = Path(sys.executable).with_name(name)
    found = str(beside) if beside.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6 (pip install -e '.[dev]').")
    return found


def source_files() -> list[Path]:
    return [
        path
        for path in sorted(SOURCES.rglob("*.py"))
        if not any(part in SKIPPED for part in path.relative_to(SOURCES).parts)
    ]


def extract() -> list[Message]:
    """Every marked sentence of the sources, as lupdate finds it."""
    with tempfile.TemporaryDirectory() as tmp:
        listing = Path(tmp, "files.lst")
        listing.write_text("\n".join(str(p) for p in source_files()), encoding="utf-8")
        template = Path(tmp, "template.ts")
        lupdate = _tool("pyside6-lupdate")
        args = ["-silent", "-locations", "none", f"@{listing}", "-ts", str(template)]
        subprocess.run([lupdate, *args], check=True)
        return read_ts(template)


def merge(extracted: list[Message], old: list[Message], code: str) -> list[Message]:
    """The extracted sentences with ``old``'s translations; plurals get ``code``'s forms."""
    known = {m.key: m for m in old}
    merged: list[Message] = []
    for message in extracted:
        previous = known.get(message.key)
        forms = list(previous.forms) if previous else [""]
        unfinished = previous.unfinished if previous else True
        if message.plural:
            wanted = PLURAL_FORMS[code]
            if len(forms) != wanted:
                unfinished = unfinished or len(forms) < wanted
                forms = (forms + [forms[-1]] * wanted)[:wanted]
        else:
            forms = forms[:1]
        merged.append(Message(message.context, message.source, message.comment, forms, unfinished))
    return merged


def compile_catalogues(folder: Path = CATALOGUES, codes: tuple[str, ...] = TRANSLATED) -> None:
    for code in codes:
        args = ["-silent", str(ts_path(code, folder)), "-qm", str(qm_path(code, folder))]
        subprocess.run([_tool("pyside6-lrelease"), *args], check=True)


def update() -> None:
    extracted = extract()
    CATALOGUES.mkdir(parents=True, exist_ok=True)
    for code in TRANSLATED:
        path = ts_path(code)
        old = read_ts(path) if path.exists() else []
        write_ts(path, code, merge(extracted, old, code))
    compile_catalogues()


def todo(code: str, folder: Path = CATALOGUES) -> list[Message]:
    """The messages of ``code``'s catalogue that are unfinished or empty."""
    return [m for m in read_ts(ts_path(code, folder)) if m.unfinished or not all(m.forms)]


def write_pseudo(folder: Path, code: str = "de") -> Path:
    """A catalogue (under ``code``'s name) translating every sentence as "[source]"; its .qm.

    A window run with it shows every translated text in brackets, so a text without them
    was never marked for translation.
    """
    messages = extract()
    for message in messages:
        text = f"[{message.source}]"
        message.forms = [text] * (PLURAL_FORMS[code] if message.plural else 1)
        message.unfinished = False
    write_ts(ts_path(code, folder), code, messages)
    compile_catalogues(folder, (code,))
    return qm_path(code, folder)


USAGE = """usage: python -m minesweeper_app.i18n_tools {update,compile,check}
  update   extract the sentences into every .ts, then compile the .qm catalogues
  compile  compile the .qm catalogues only
  check    list the sentences still to translate (exit 1 if any)"""


def main(argv: list[str] | None = None) -> int:
    command = (sys.argv[1:] if argv is None else argv) or ["--help"]
    if command[0] == "update":
        update()
    elif command[0] == "compile":
        compile_catalogues()
    elif command[0] != "check":
        print(USAGE, file=sys.stdout if command[0] in ("-h", "--help") else sys.stderr)
        return 2
    missing = {code: todo(code) for code in TRANSLATED}
    for code, messages in missing.items():
        print(f"{code}: {len(messages)} sentences to translate")
        for message in messages[:20] if command[0] == "check" else []:
            print(f"  [{message.context}] {message.source}")
    return 1 if command[0] == "check" and any(missing.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
