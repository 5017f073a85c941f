"""Reading rendered HTML the way a reader sees it, for the render and CLI tests."""

from __future__ import annotations

from html.parser import HTMLParser


class Marks(HTMLParser):
    """What a reader sees: displaCy's labels with their colours, and the message list."""

    def __init__(self) -> None:
        super().__init__()
        self.styles: list[str] = []
        self.labels: list[tuple[str, str]] = []
        self.messages: list[tuple[str, str]] = []
        self.tags: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        self.tags.add(tag)
        if tag == "span":
            self.styles.append(attributes.get("style") or "")
        if tag == "li" and attributes.get("data-rule"):
            self.messages.append((attributes["data-rule"] or "", attributes["data-severity"] or ""))

    def handle_endtag(self, tag: str) -> None:
        if tag == "span" and self.styles:
            self.styles.pop()

    def handle_data(self, data: str) -> None:
        if data.strip() and self.styles and "z-index: 10" in self.styles[-1]:
            colour = self.styles[-1].split("background:")[1].split(";")[0].strip()
            self.labels.append((data.strip(), colour))


def marks(markup: str) -> Marks:
    parser = Marks()
    parser.feed(markup)
    return parser
