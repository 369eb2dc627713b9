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
from gaucho.i18n import _, ngettext

from ._base import View, html

#: Value of the section menu that shows every section.
ALL_SECTIONS = 0


def rule_card(rule: rules.Rule) -> str:
    """One rule as HTML: ID, section, text (cited IDs hover too), sources, examples."""
    notes = []
    if rule.basis:
        notes.append(escape(_("Sources: {basis}").format(basis=rule.basis)))
    if rule.examples:
        notes.append(escape(_("Examples: {ids}").format(ids=", ".join(rule.examples))))
    return (f'<div class="gaucho-rules-card" data-rule="{rule.id}" id="gaucho-{rule.anchor}" '
            'style="border-left:3px solid #b5651d;padding:2px 8px;margin:6px 0;'
            'line-height:1.45">'
            f'<b class="gaucho-rules-card-id">{rule.id}</b> '
            f'<span style="color:#666">§{rule.section} {escape(rule.section_title)}</span>'
            f'<div class="gaucho-rules-card-text">{rule_ids_html(rule.text)}</div>'
            f"{rules.table_html(rule.table)}"
            + "".join(f'<div style="color:#777;font-size:90%">{n}</div>' for n in notes)
            + "</div>")


class RulesTab(View):
    """A search box and a section menu over the rulebook; the matching rules below."""

    title = "Rules"

    def __init__(self, query: str = "", **kwargs: Any) -> None:
        sections = sorted({(r.section, r.section_title) for r in rules.all_rules()})
        self.search_box = w.Text(value=query, placeholder=_("a word or a rule ID, e.g. STEAL"),
                                 description=_("Search"), continuous_update=True,
                                 layout=w.Layout(width="360px"))
        self.search_box.add_class("gaucho-rules-search")
        self.section_pick = w.Dropdown(
            options=[(_("All sections"), ALL_SECTIONS),
                     *((f"§{n} {title}", n) for n, title in sections)],
            value=ALL_SECTIONS, description=_("Section"), layout=w.Layout(width="360px"))
        self.section_pick.add_class("gaucho-rules-section")
        self.count = html(css_class="gaucho-rules-count")
        self.results = html(css_class="gaucho-rules-results", max_height="560px",
                            overflow="auto")
        self.search_box.observe(lambda _c: self.refresh(), names="value")
        self.section_pick.observe(lambda _c: self.refresh(), names="value")
        super().__init__([w.HBox([self.search_box, self.section_pick]), self.count,
                          self.results], **kwargs)
        self.add_class("gaucho-rules")
        self.refresh()

    @property
    def found(self) -> list[rules.Rule]:
        """The rules shown now: those matching the search, in the chosen section."""
        query = str(self.search_box.value).strip()
        found = rules.search(query) if query else rules.all_rules()
        section = int(self.section_pick.value)
        return [r for r in found if section in (ALL_SECTIONS, r.section)]

    def show(self, rule_id: str) -> None:
        """Show one rule (any section), as if its ID had been typed into the search box."""
        rule = rules.get(rule_id)
        self.section_pick.value = ALL_SECTIONS
        self.search_box.value = rule.id

    def refresh(self) -> None:
        found = self.found
        self.count.value = escape(ngettext("{n} rule", "{n} rules", len(found))
                                  .format(n=len(found)))
        if found:
            self.results.value = RULE_STYLE + "".join(rule_card(r) for r in found)
        else:
            self.results.value = escape(_("No rule matches; try one word, such as STEAL "
                                          "or herd."))

    def text(self) -> str:
        found = self.found
        if len(found) == 1:
            return str(found[0])
        count = ngettext("{n} rule", "{n} rules", len(found)).format(n=len(found))
        shown = ", ".join(r.id for r in found[:8]) + (", …" if len(found) > 8 else "")
        return _("Rules: {count} ({ids})").format(count=count, ids=shown)
