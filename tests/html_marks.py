"""Reading rendered HTML the way a reader sees it, for the render and CLI tests."""

from __future__ import annotations

from html.parser import HTMLParser


class Marks(HTMLParser):
    """What a reader sees: the marks' labels with their colours (physics_spacy's own marks,
    or displaCy's span view), the message list, and the highlighted text."""

    def __init__(self) -> None:
        super().__init__()
        self.styles: list[str] = []
        self.labels: list[tuple[str, str]] = []
        self.severities: dict[str, str] = {}  # violation label -> FAIL or WARN, from its mark
        self.messages: list[tuple[str, str]] = []
        self.tags: set[str] = set()
        self.texts: list[str] = []  # the text content of each physics-text block
        self._in_text = 0  # depth inside a physics-text block

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        self.tags.add(tag)
        classes = (attributes.get("class") or "").split()
        if self._in_text:
            self._in_text += 1
        elif "physics-text" in classes:
            self._in_text = 1
            self.texts.append("")
        if tag == "span":
            style = attributes.get("style") or ""
            self.styles.append(style)
            if "physics-start" in classes and attributes.get("data-label"):
                colour = style.split("background-color:")[1].split(";")[0].strip()
                self.labels.append((attributes["data-label"] or "", colour))
                if attributes.get("data-severity"):
                    self.severities[attributes["data-label"] or ""] = attributes["data-severity"]
        if tag == "li" and attributes.get("data-rule"):
            self.messages.append((attributes["data-rule"] or "", attributes["data-severity"] or ""))

    def handle_endtag(self, tag: str) -> None:
        if self._in_text:
            self._in_text -= 1
        if tag == "span" and self.styles:
            self.styles.pop()

    def handle_data(self, data: str) -> None:
        if self._in_text:
            self.texts[-1] += data
        # displaCy's span view: a label is the text of a span styled with z-index 10.
        if data.strip() and self.styles and "z-index: 10" in self.styles[-1]:
            colour = self.styles[-1].split("background:")[1].split(";")[0].strip()
            self.labels.append((data.strip(), colour))


def marks(markup: str) -> Marks:
    parser = Marks()  # convert_charrefs: "&amp;" reads as "&", as in a browser
    parser.feed(markup)
    parser.close()
    return parser
