"""Rules tab: the rulebook at hand, searched by a word or a rule ID.

Every rule ID the app shows elsewhere (narration, refusals, examples) already shows its
rule on hover; this tab is where a student reads the rules around it.
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w

from gaucho import rules
from gaucho.explorer.views import RULE_STYLE, rule_ids_html
from gaucho.i18n import N_, _, and_list, ngettext

from ._base import View, html, label, pick_language, speaks

#: Value of the section menu that shows every section.
ALL_SECTIONS = 0


#: What each basis tag of RULES.md means, in words (``DIG:`` tags are reviews).
SOURCE_WORDS: dict[str, str] = {
    "ES": N_("the Spanish rulebook"),
    "FR": N_("the French rulebook"),
    "PT": N_("a Portuguese review"),
    "DIG": N_("a published review"),
    "ASSUMED": N_("the project's assumption"),
    "RULING": N_("the project's ruling"),
}


def sources_words(rule: rules.Rule) -> str:
    """A rule's sources in words ("the Spanish rulebook and the project's ruling"), never
    its tags; the basis as RULES.md writes it follows in the card as a small note."""
    tags = dict.fromkeys(tag.split(":", 1)[0] for tag in rule.sources)
    return str(and_list(_(SOURCE_WORDS[t]) for t in tags if t in SOURCE_WORDS))


def rule_card(rule: rules.Rule) -> str:
    """One rule as HTML: ID, section, text (cited IDs hover too), sources in words (the
    basis tags beside them, small: class ``gaucho-notation``), examples."""
    notes = []
    if rule.sources:
        tags = f"[{escape(rule.basis)}]"
        notes.append(escape(_("Sources: {basis}").format(basis=sources_words(rule)))
                     + f' <small class="gaucho-rules-card-basis gaucho-notation">{tags}</small>')
    if rule.examples:
        notes.append(escape(_("Examples: {ids}").format(ids=", ".join(rule.examples))))
    return (f'<div class="gaucho-rules-card" data-rule="{rule.id}" id="gaucho-{rule.anchor}" '
            'style="border-left:3px solid #b5651d;padding:2px 8px;margin:6px 0;'
            'line-height:1.45">'
            f'<b class="gaucho-rules-card-id">{rule.id}</b> '
            f'<span class="gaucho-rules-card-section" style="color:#666">'
            f"§{rule.section} {escape(rule.section_title)}</span>"
            f'<div class="gaucho-rules-card-text">{rule_ids_html(rule.text)}</div>'
            f"{rules.table_html(rule.table)}"
            + "".join(f'<div style="color:#595959;font-size:90%">{n}</div>' for n in notes)
            + "</div>")


class RulesTab(View):
    """A search box and a section menu over the rulebook; the matching rules below."""

    title = N_("Rules")

    def __init__(self, query: str = "", *, language: str | None = None, lazy: bool = False,
                 **kwargs: Any) -> None:
        self.language = pick_language(language)
        self._made_with = query  # the search box's first words
        self._relabelling = False
        super().__init__(lazy=lazy, **kwargs)
        self.add_class("gaucho-rules")

    def make_widgets(self) -> list[w.Widget]:
        self.search_box = w.Text(value=self._made_with, continuous_update=True,
                                 layout=w.Layout(width="360px"))
        self.search_box.add_class("gaucho-rules-search")
        self.section_pick = w.Dropdown(options=self._section_options(), value=ALL_SECTIONS,
                                       layout=w.Layout(width="360px"))
        self.section_pick.add_class("gaucho-rules-section")
        self.count = html(css_class="gaucho-rules-count")
        self.results = html(css_class="gaucho-rules-results", max_height="560px",
                            overflow="auto")
        self.results.add_class("gaucho-scroll")  # the keyboard reaches it (board.js)
        self.search_box.observe(lambda _c: self.refresh(), names="value")
        self.section_pick.observe(lambda _c: self._relabelling or self.refresh(), names="value")
        self.relabel()
        return [w.HBox([self.search_box, self.section_pick]), self.count, self.results]

    @staticmethod
    def _section_options() -> list[tuple[str, int]]:
        """The section menu in the current language (section titles from its rulebook)."""
        sections = sorted({(r.section, r.section_title) for r in rules.all_rules()})
        return [(_("All sections"), ALL_SECTIONS),
                *((f"§{n} {title}", n) for n, title in sections)]

    @speaks
    def relabel(self) -> None:
        label(self.search_box, _("Search"))
        self.search_box.placeholder = _("a word or a rule ID, e.g. STEAL")
        label(self.section_pick, _("Section"))
        chosen = self.section_pick.value
        self._relabelling = True
        try:
            self.section_pick.options = self._section_options()
            self.section_pick.value = chosen
        finally:
            self._relabelling = False

    @property
    def found(self) -> list[rules.Rule]:
        """The rules shown now, in the view's language: those matching the search, in the
        chosen section."""
        if not self.built:  # the tab not opened yet: its first search, every section
            query, section = self._made_with.strip(), ALL_SECTIONS
        else:
            # the box passes whatever it is sent: cut to what a search takes (rules.MAX_QUERY)
            query = rules.clip_query(self.search_box.value)
            section = int(self.section_pick.value)
        found = (rules.search(query, language=self.language) if query
                 else rules.all_rules(self.language))
        return [r for r in found if section in (ALL_SECTIONS, r.section)]

    def show(self, rule_id: str) -> None:
        """Show one rule (any section), as if its ID had been typed into the search box."""
        rule = rules.get(rule_id)
        self.build()
        self.section_pick.value = ALL_SECTIONS
        self.search_box.value = rule.id

    @speaks
    def refresh(self) -> None:
        found = self.found
        self.count.value = escape(ngettext("{n} rule", "{n} rules", len(found))
                                  .format(n=len(found)))
        if found:
            self.results.value = RULE_STYLE + "".join(rule_card(r) for r in found)
        else:
            self.results.value = escape(_("No rule matches; try one word, such as STEAL "
                                          "or herd."))

    @speaks
    def text(self) -> str:
        found = self.found
        if len(found) == 1:
            return str(found[0])
        count = ngettext("{n} rule", "{n} rules", len(found)).format(n=len(found))
        shown = ", ".join(r.id for r in found[:8]) + (", …" if len(found) > 8 else "")
        return _("Rules: {count} ({ids})").format(count=count, ids=shown)
