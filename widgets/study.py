"""The Studies tab: a teacher records a study by clicks, a student goes through it.

Thin over :class:`gaucho.explorer.study.StudyRecorder` (teacher) and
:class:`gaucho.explorer.study.StudyPlayer` (student).  One board serves both: its clicks are
built into decisions by the Play board's input (:class:`gaucho.widgets.board.GameBoard`,
over :mod:`gaucho.explorer.board_input`), and a decision is then recorded, accepted as an
answer, or judged as the student's answer, as the mode says.  A saved study is offered as
a download and kept in the browser's storage (the offline site keeps it over a reload);
"Open" reads a study file (:class:`ipywidgets.FileUpload`) for the student, and the
teacher's "Open to edit" reads one back into her boxes to go on recording it; her chapter
menu chooses the chapter she records (its title, introduction and question back in the boxes,
the board at the end of its line), and a chapter is deleted with an undo.
"""

from __future__ import annotations

import base64
import copy
from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as w

from gaucho import actions, examples, studies
from gaucho.errors import GauchoError
from gaucho.explorer.editor import Editor
from gaucho.explorer.said import say_decision
from gaucho.explorer.study import StudyPlayer, StudyRecorder
from gaucho.explorer.views import Later
from gaucho.i18n import N_, Message, _, ngettext, semicolon_list, use_language
from gaucho.studies import conditions
from gaucho.studies.conditions import CONDITIONS
from gaucho.studies.format import InvalidStudy

from ._base import View, button, html, label, pick_language, speaks
from .board import GameBoard
from .editor import choose
from .puzzles import Storage

__all__ = ["StudiesTab"]

#: The browser storage key of the last study saved or opened.
STORAGE_KEY = "gaucho-study"

#: The conditions a menu offers (one argument each; the combinators are for files).
SIMPLE = tuple(k for k, (takes, _m) in CONDITIONS.items() if takes != "conditions"
               and takes != "condition")


class DecisionBoard(GameBoard):
    """The Play board's click input over a game, handing each complete decision to
    :attr:`on_decision` instead of playing it."""

    def __init__(self, game: Any, on_decision: Callable[[str], None], **kwargs: Any) -> None:
        self.on_decision = on_decision
        super().__init__(game, **kwargs)

    def _click(self, target: str) -> None:
        pick = self._input
        if pick is None:
            return
        outcome = pick.click(target)
        if outcome.kind == "play":
            self._input = None
            self.on_decision(str(outcome.action))
            return
        self.redraw(outcome.message, error=outcome.kind == "illegal")

    def show_game(self, game: Any, message: str = "", *, error: bool = False) -> None:
        self.game, self._input = game, None
        self.redraw(message, error=error)


class StudiesTab(View):
    """Record a study (teacher) or go through one (student)."""

    title = N_("Studies")

    def __init__(self, *, language: str | None = None, lazy: bool = False,
                 editor: Callable[[], Editor] | None = None, **kwargs: Any) -> None:
        self.language = pick_language(language)
        #: The Editor tab's table (the app passes it), a chapter's first choice of start.
        self.editor = editor
        self.recorder = StudyRecorder(language=self.language)
        self.player: StudyPlayer | None = None
        self.accept: list[dict[str, Any]] = []  # the question's accepted answers so far
        self.message = ""
        super().__init__(lazy=lazy, **kwargs)
        self.add_class("gaucho-studies")

    @property
    def message(self) -> str:
        """What the tab says last, in words in the tab's language: it is kept as a message
        (or a refusal) and said when read, so after a language switch it is said in the new
        one; :attr:`notation` is the move it names, if any, shown small after it."""
        with use_language(self.language):
            return str(self._message)

    @message.setter
    def message(self, text: str | Message | Exception) -> None:
        self._message, self.notation = text, ""

    def set_language(self, language: str) -> None:
        """Speak ``language``; a study recorded from now on is saved as one in it."""
        super().set_language(language)
        self.recorder.language = self.language

    def _named(self, said: str | Message, decision: str) -> None:
        """Say ``said`` (which names ``decision`` in words), the notation small after it."""
        self.message, self.notation = said, decision

    # ------------------------------------------------------------ widgets
    def make_widgets(self) -> list[w.Widget]:
        def field(css: str, width: str = "360px") -> w.Text:
            box = w.Text(layout=w.Layout(width=width))
            box.add_class(css)
            return box

        self.mode = w.ToggleButtons(options=[("teacher", "teacher"), ("student", "student")])
        self.mode.add_class("gaucho-study-mode")
        self.mode.observe(lambda _c: self._update(), names="value")
        self.source = w.Dropdown(layout=w.Layout(width="260px"))
        self.source.add_class("gaucho-study-source")
        self.chapter_title = field("gaucho-study-chapter-title", "300px")
        #: The study's title and author, and the current chapter's introduction (the file's
        #: fields ``title``, ``author`` and a chapter's ``intro``), kept as she types.
        self.study_title = field("gaucho-study-title", "300px")
        self.study_title.observe(lambda c: setattr(self.recorder, "title", c["new"].strip()),
                                 names="value")
        self.author = field("gaucho-study-author", "220px")
        self.author.observe(lambda c: setattr(self.recorder, "author", c["new"].strip()),
                            names="value")
        self.intro = field("gaucho-study-intro", "560px")
        self.intro.observe(lambda c: self.write_intro(c["new"]), names="value")
        #: A saved study read back into the teacher's boxes, chapters and all.
        self.edit_upload = w.FileUpload(accept=".json", multiple=False)
        self.edit_upload.add_class("gaucho-study-edit-upload")
        self.edit_upload.observe(_reader(self.edit_upload, self.edit_text), names="value")
        self.new_button = button("", "gaucho-study-new", icon="plus")
        self.new_button.on_click(lambda _b: self.new_chapter())
        #: The teacher's chapters: the menu chooses the one she records, the title box's
        #: words rename it, and it is deleted (the last deletion undone).
        self.edit_pick = w.Dropdown(layout=w.Layout(width="300px"))
        self.edit_pick.add_class("gaucho-study-edit-chapter")
        self.edit_pick.observe(self._edit_picked, names="value")
        self._menu_sync = False  # the menu being set from the recorder, not chosen
        self.rename_button = button("", "gaucho-study-rename", icon="pencil")
        self.rename_button.on_click(lambda _b: self.rename_chapter())
        self.delete_button = button("", "gaucho-study-delete", icon="trash", style="danger")
        self.delete_button.on_click(lambda _b: self.delete_chapter())
        self.undelete_button = button("", "gaucho-study-undelete", icon="history")
        self.undelete_button.on_click(lambda _b: self.undelete_chapter())
        #: What the board shows before a chapter is started or a study opened.
        self._idle = Editor.from_example("EX-TURN-1").play_from_here()
        self.board = DecisionBoard(self._idle, self.decided, language=self.language)
        self.board.add_class("gaucho-study-board")
        self.comment = field("gaucho-study-comment", "420px")
        self.comment_button = button("", "gaucho-study-comment-set", icon="comment")
        self.comment_button.on_click(lambda _b: self.write_comment(self.comment.value))
        self.back_button = button("", "gaucho-study-back", icon="undo")
        self.back_button.on_click(lambda _b: self.take_back())
        self.prompt, self.hint = field("gaucho-study-prompt"), field("gaucho-study-hint")
        self.wrong, self.right = field("gaucho-study-wrong"), field("gaucho-study-right")
        self.answering = w.ToggleButton(value=False)
        self.answering.add_class("gaucho-study-answering")
        self.condition = w.Dropdown(layout=w.Layout(width="300px"))
        self.condition.add_class("gaucho-study-condition")
        self.argument = field("gaucho-study-argument", "160px")
        self.add_button = button("", "gaucho-study-add", icon="plus")
        self.add_button.on_click(lambda _b: self.add_condition(str(self.condition.value),
                                                              self.argument.value))
        self.remove_button = button("", "gaucho-study-remove", icon="minus")
        self.remove_button.on_click(lambda _b: self.remove_condition())
        self.ask_button = button("", "gaucho-study-ask", icon="question", style="primary")
        self.ask_button.on_click(lambda _b: self.set_question())
        self.save_button = button("", "gaucho-study-save", icon="download", style="success")
        self.save_button.on_click(lambda _b: self.save())
        self.download = html(css_class="gaucho-study-download")
        self.storage = Storage(key=STORAGE_KEY)
        self.upload = w.FileUpload(accept=".json", multiple=False)
        self.upload.add_class("gaucho-study-upload")
        self.upload.observe(_reader(self.upload, self.open_text), names="value")
        self.open_saved = button("", "gaucho-study-open-saved", icon="folder-open")
        self.open_saved.on_click(lambda _b: self.open_stored())
        self.chapter_pick = w.Dropdown(layout=w.Layout(width="300px"))
        self.chapter_pick.add_class("gaucho-study-chapter")
        self.chapter_pick.observe(self._chapter_picked, names="value")
        self.forward_button = button("", "gaucho-study-forward", icon="step-forward")
        self.forward_button.on_click(lambda _b: self.forward())
        self.step_back_button = button("", "gaucho-study-step-back", icon="step-backward")
        self.step_back_button.on_click(lambda _b: self.backward())
        self.restart_button = button("", "gaucho-study-restart", icon="fast-backward")
        self.restart_button.on_click(lambda _b: self.restart())
        self.hint_button = button("", "gaucho-study-hint-show", icon="lightbulb-o")
        self.hint_button.on_click(lambda _b: self.show_hint())
        self.leads_button = button("", "gaucho-study-leads", icon="line-chart")
        self.leads_button.on_click(lambda _b: self.show_leads())
        self.leads = html(css_class="gaucho-study-leads-table")
        self.said = html(css_class="gaucho-study-said")
        self.teacher_box = w.VBox([
            w.HBox([self.study_title, self.author, self.edit_upload], layout=self._row()),
            w.HBox([self.source, self.chapter_title, self.new_button, self.rename_button],
                   layout=self._row()),
            w.HBox([self.edit_pick, self.delete_button, self.undelete_button],
                   layout=self._row()),
            w.HBox([self.intro], layout=self._row()),
            w.HBox([self.comment, self.comment_button, self.back_button], layout=self._row()),
            w.HBox([self.prompt, self.hint, self.wrong, self.right], layout=self._row()),
            w.HBox([self.answering, self.condition, self.argument, self.add_button,
                    self.remove_button, self.ask_button], layout=self._row())])
        self.student_box = w.VBox([
            w.HBox([self.chapter_pick, self.restart_button, self.step_back_button,
                    self.forward_button, self.hint_button, self.leads_button],
                   layout=self._row()), self.leads])
        self.relabel()
        return [self.mode, self.teacher_box, self.student_box, self.board, self.said,
                w.HBox([self.save_button, self.upload, self.open_saved, self.storage],
                       layout=self._row()), self.download]

    @staticmethod
    def _row() -> w.Layout:
        """A wrapping row's own layout (a shared one would hide them all with one)."""
        return w.Layout(flex_flow="row wrap")

    @speaks
    def relabel(self) -> None:
        choose(self.mode, [(_("Teacher"), "teacher"), (_("Student"), "student")])
        starts = [(_("the Editor's table"), "editor")] if self.editor else []
        choose(self.source, [*starts, (_("a new setup"), "new"),
                             *((i, i) for i in examples.ids())])
        self.source.description = _("Start")
        self.chapter_title.placeholder = _("Chapter title")
        self.study_title.placeholder = _("Study title")
        self.author.placeholder = _("Author")
        self.intro.placeholder = _("Introduction of the chapter")
        label(self.new_button, _("New chapter"))
        # Translators: the teacher's button that gives the chapter she records the title
        # typed in the chapter-title box.
        label(self.rename_button, _("Rename the chapter"))
        self.edit_pick.description = _("Chapter")
        label(self.delete_button, _("Delete the chapter"))
        label(self.undelete_button, _("Undo the deletion"))
        self.comment.placeholder = _("Comment on the last step")
        label(self.comment_button, _("Write comment"))
        label(self.back_button, _("Take back"))
        self.prompt.placeholder = _("Question for the student")
        self.hint.placeholder = _("Hint")
        self.wrong.placeholder = _("Comment for a wrong answer")
        self.right.placeholder = _("Comment for a right answer")
        self.answering.description = _("Click the accepted answers")
        choose(self.condition, [(_(CONDITIONS[k][1]), k) for k in SIMPLE])
        # Translators: the menu of conditions an accepted answer meets (a study's question).
        self.condition.description = _("Condition")
        self.argument.placeholder = _("Value")
        label(self.add_button, _("Accept"))
        label(self.remove_button, _("Remove the last accepted answer"))
        label(self.ask_button, _("Set the question"))
        label(self.save_button, _("Save"))
        self.upload.description = _("Open")
        # Translators: the teacher's button that reads a saved study back to edit it.
        self.edit_upload.description = _("Open to edit")
        label(self.open_saved, _("Open the saved study"))
        self.chapter_pick.description = _("Chapter")
        label(self.forward_button, _("Next step"))
        label(self.step_back_button, _("Back"))
        label(self.restart_button, _("Start again"))
        label(self.hint_button, _("Hint"))
        label(self.leads_button, _("What each answer leads to"))

    # ------------------------------------------------------------ teacher
    @property
    def teaching(self) -> bool:
        return not self.built or self.mode.value == "teacher"

    @speaks
    def new_chapter(self, source: str | None = None, title: str | None = None) -> None:
        """Start a chapter at the Editor's table, a new setup or a rulebook example."""
        source = str(self.source.value) if source is None else source
        title = self.chapter_title.value if title is None else title
        self.accept = []
        try:
            if source == "editor" and self.editor is not None:
                editor = self.editor()
            else:
                editor = Editor.new() if source == "new" else Editor.from_example(source)
            self.recorder.new_chapter(copy.deepcopy(editor.draft), title)
            if self.built:  # the box is the new chapter's introduction from now on
                self.intro.value = ""
            self.message = Message("Chapter {n}: click the moves of its line.",
                                   n=self.recorder.current + 1)
        except GauchoError as exc:
            self.message = exc
        self._update()

    @speaks
    def edit_chapter(self, index: int) -> None:
        """Record chapter ``index`` (0-based) again: its title, introduction and question
        come back into the boxes, and the board to the end of its line, where recording
        goes on; the other chapters stay as they are."""
        self.recorder.edit(index)  # the menu offers only its chapters (IndexError if not)
        self._fill_boxes()
        self.message = Message("Chapter {n}: recording goes on at the end of its line.",
                               n=index + 1)
        self._update()

    def _edit_picked(self, change: Any) -> None:
        if not self._menu_sync and change["new"] is not None:
            self.edit_chapter(int(change["new"]))

    @speaks
    def rename_chapter(self, title: str | None = None) -> None:
        """Give the chapter being recorded the title in the chapter-title box."""
        if not self.recorder.chapters:
            return
        title = (self.chapter_title.value if title is None else title).strip()
        self.recorder.chapter.title = title
        self.message = Message("Chapter {n} renamed: {title}", n=self.recorder.current + 1,
                               title=title or Message("untitled"))
        self._update()

    @speaks
    def delete_chapter(self) -> None:
        """Delete the chapter being recorded (Undo the deletion puts it back); recording
        goes on in the chapter then at its place."""
        if not self.recorder.chapters:
            return
        n, title = self.recorder.current + 1, self.recorder.chapter.title
        self.recorder.delete()
        self._fill_boxes()
        self.message = Message("Chapter {n} deleted: {title}", n=n,
                               title=title or Message("untitled"))
        self._update()

    @speaks
    def undelete_chapter(self) -> None:
        """Put the last deleted chapter back at its place, and record it."""
        if not self.recorder.undelete():
            return
        self._fill_boxes()
        chapter = self.recorder.chapter
        self.message = Message("Chapter {n} put back: {title}", n=self.recorder.current + 1,
                               title=chapter.title or Message("untitled"))
        self._update()

    def _fill_boxes(self) -> None:
        """The boxes show the chapter being recorded: its title, introduction and question
        (its accepted answers are the question's); empty with no chapter."""
        recorder = self.recorder
        chapter = recorder.chapter if recorder.chapters else None
        question = (chapter.question if chapter is not None else None) or {}
        self.accept = list(question.get("accept", []))
        if self.built:
            self.chapter_title.value = chapter.title if chapter is not None else ""
            self.intro.value = chapter.intro if chapter is not None else ""
            for box, key in ((self.prompt, "prompt"), (self.hint, "hint"),
                             (self.right, "right"), (self.wrong, "otherwise")):
                box.value = question.get(key, "")

    def _sync_menu(self) -> None:
        """The teacher's chapter menu lists the recorder's chapters, the one recorded
        chosen (set here, it records nothing)."""
        options = [(f"{i + 1}. {c.title or _('untitled')}", i)
                   for i, c in enumerate(self.recorder.chapters)]
        self._menu_sync = True
        try:
            if list(self.edit_pick.options) != options:
                self.edit_pick.options = options
            self.edit_pick.value = self.recorder.current if options else None
        finally:
            self._menu_sync = False

    @speaks
    def decided(self, decision: str) -> None:
        """A decision built by clicks: recorded, accepted as an answer, or answered."""
        if not self.teaching:
            self.answer(decision)
        elif self.built and self.answering.value:
            self.accept.append({"exactly": decision})
            self._named(Message("Accepted answer: {answer}",
                                answer=_words(decision, self._phase())), decision)
        else:
            try:
                phase = self._phase()  # the decision is made in it
                self.recorder.play(decision)
                self._named(Message("Recorded: {decision}", decision=_words(decision, phase)),
                            decision)
            except GauchoError as exc:
                self.message = exc
            except AssertionError as exc:
                self.message = str(exc)
        self._update()

    def write_intro(self, text: str) -> None:
        """The current chapter's introduction (none before a chapter is started)."""
        if self.recorder.chapters:
            self.recorder.chapter.intro = text.strip()

    @speaks
    def write_comment(self, text: str) -> None:
        if self.recorder.chapters and self.recorder.chapter.line:
            self.recorder.comment(text)
            self.message = Message("Comment written.")
            if self.built:
                self.comment.value = ""
        self._update()

    def take_back(self) -> None:
        """Take back the last step recorded; a question asked after it is removed with it
        (it would point beyond the end of the line), and the tab says so."""
        if self.recorder.chapters and self.recorder.chapter.line:
            if self.recorder.take_back():
                self.message = Message(
                    "Last step taken back; the question asked after it is removed.")
            else:
                self.message = Message("Last step taken back.")
        self._update()

    @speaks
    def add_condition(self, name: str, argument: str) -> None:
        """An accepted answer from the menu: a condition and its value, checked as a study
        file's is (a value it does not take is refused naming the field, nothing added)."""
        value: Any = argument.strip()
        takes = CONDITIONS[name][0]
        if takes == "pesos":
            value = int(value) if value.lstrip("-").isdigit() else value
        elif takes in ("breed", "tile"):
            value = value.upper()
        elif takes == "kind":
            value = value.lower()  # as decisions are read, whatever the case
        chapter = len(self.recorder.chapters) or None
        game = self.recorder.game

        def refuse(field: str, reason: object) -> GauchoError:
            return InvalidStudy(chapter, field, reason)

        try:
            condition = (conditions.check({name: value}, refuse,
                                          f"question.accept[{len(self.accept)}]", game.config)
                         if game is not None else
                         conditions.check({name: value}, refuse,
                                          f"question.accept[{len(self.accept)}]"))
        except GauchoError as exc:
            self.message = exc
            return self._update()
        self.accept.append(condition)
        self.message = Message("Accepted answer: {answer}",
                               answer=Later(lambda: self._accepted(condition)))
        self._update()

    @speaks
    def remove_condition(self) -> None:
        """Remove the last accepted answer (the question set keeps its own until it is set
        again)."""
        if not self.accept:
            self.message = Message("There is no accepted answer to remove.")
        else:
            condition = self.accept.pop()
            said = self._accepted(condition)  # said at the end of the line it was made at
            self.message = Message("Accepted answer removed: {answer}",
                                   answer=Later(lambda: self._accepted(condition) or said))
        self._update()

    def _phase(self) -> str:
        """The phase at the end of the line recorded so far (where a decision is made)."""
        game = self.recorder.game
        return str(game.phase) if game is not None else ""

    def _accepted(self, condition: dict[str, Any]) -> str:
        """An accepted answer in words: the decision said, or the condition's meaning."""
        ((name, value),) = condition.items()
        if name == "exactly":
            try:
                return say_decision(actions.parse(str(value)), self._phase())
            except (GauchoError, KeyError):
                return str(value)
        # Translators: an accepted answer: what a condition means, then its value as written.
        return _("{condition}: {value}").format(condition=_(CONDITIONS[name][1]), value=value)

    @speaks
    def set_question(self, prompt: str | None = None) -> None:
        """Ask the student at the end of the line so far (the answers accepted so far)."""
        if not self.recorder.chapters:
            return
        prompt = self.prompt.value if prompt is None else prompt
        fields = (self.hint, self.right, self.wrong) if self.built else ()
        hint, right, otherwise = (f.value for f in fields) if fields else ("", "", "")
        before = self.recorder.chapter.question
        self.recorder.ask(prompt or _("What would you do here?"), list(self.accept),
                          hint=hint, right=right, otherwise=otherwise,
                          # the wrong answers a reopened file foresaw (no box edits them)
                          wrong=list(before["wrong"]) if before else None)
        try:
            self.recorder.study()
            self.message = Message("Question set.")
        except GauchoError as exc:
            self.recorder.chapter.question = before  # a refused try keeps the question set
            self.message = exc if before is None else Message(
                # Translators: {refusal} says why the question was refused (a field, a reason).
                "{refusal}; the question set before is kept.", refusal=exc)
        self._update()

    @speaks
    def save(self) -> str:
        """The study file's text: offered as a download and kept in the browser.  A student
        saves the study she opened (not the teacher's draft behind it)."""
        try:
            if not self.teaching and self.player is not None:
                text = studies.dumps(self.player.study)
            else:
                text = self.recorder.save()
        except GauchoError as exc:
            self.message = exc
            self._update()
            return ""
        if self.built:
            self.storage.value = text
            data = base64.b64encode(text.encode()).decode()
            words = escape(_("Download the study"))
            self.download.value = (f'<a download="study.json" class="gaucho-study-file" '
                                   f'href="data:application/json;base64,{data}">{words}</a>')
        self.message = Message("Study saved.")
        self._update()
        return text

    @speaks
    def edit_text(self, text: str | bytes) -> None:
        """Open a saved study to edit it (the teacher's side): its title, author and
        chapters come back into the recorder, and the boxes show the last chapter's
        title, introduction and question, where recording goes on (the chapter menu
        chooses another)."""
        try:
            recorder = StudyRecorder.open(text)
        except (GauchoError, ValueError) as exc:
            self.message = exc
            return self._update()
        self.recorder = recorder
        self._fill_boxes()
        if self.built:
            self.mode.value = "teacher"
            self.study_title.value, self.author.value = recorder.title, recorder.author
        self.message = Message("Study opened: {title}",  # the teacher's side says it once
                               title=recorder.title or Message("untitled"))
        self._update()

    # ------------------------------------------------------------ student
    @speaks
    def open_stored(self) -> None:
        """Open the study kept in the browser's storage (the last saved or opened)."""
        if not self.storage.value.strip():
            self.message = Message("Nothing has been saved yet.")
            return self._update()
        self.open_text(self.storage.value)

    @speaks
    def open_text(self, text: str | bytes) -> None:
        """Open a study file as a student (and keep it in the browser's storage, so that
        after a reload "Open the saved study" brings it back)."""
        try:
            self.player = StudyPlayer(studies.loads(text), self.language)
            self.message = Message("Study opened.")  # its title is said where it starts
        except (GauchoError, ValueError) as exc:
            self.message = exc
            return self._update()
        if self.built:
            self.storage.value = studies.dumps(self.player.study)
            self.mode.value = "student"
            self.chapter_pick.options = [(c.title or str(i + 1), i)
                                         for i, c in enumerate(self.player.study.chapters)]
            self.chapter_pick.value = 0
        self._update()

    def _chapter_picked(self, change: Any) -> None:
        if self.player is not None and change["new"] is not None:
            self.player.open(int(change["new"]))
            self._update()

    @speaks
    def forward(self) -> None:
        if self.player is None:
            return
        self.player.step()
        # the step shown in words (its notation small after them), then the question if
        # it is asked there: said again, not added to, at every press
        self.message = Later(self._shown)
        self.notation = self.player.notation()
        self._update()

    @speaks
    def backward(self) -> None:
        """One step back (the step then shown is said again, or the question asked there)."""
        if self.player is None:
            return
        self.player.back()
        self.message = Later(self._shown)
        self.notation = self.player.notation()
        self._update()

    @speaks
    def restart(self) -> None:
        """Back to the chapter's start (its introduction is shown again there)."""
        if self.player is None:
            return
        self.player.reset()
        self.message = Later(self._shown)
        self.notation = ""
        self._update()

    def _shown(self) -> str:
        """The step shown in words with the teacher's comment, then her question if it is
        asked there (in the language current when read)."""
        player = self.player
        if player is None:
            return ""
        said = player.said()
        comment = player.chapter.steps[player.position - 1].comment if said else ""
        # Translators: an answer (or a step) in words, then the teacher's comment on it.
        text = _("{said}: {comment}").format(said=said, comment=comment) if comment else said
        question = player.chapter.question
        if player.asking and question is not None:
            text = f"{text} {question.prompt}"
        return text.strip()

    @speaks
    def show_hint(self) -> None:
        if self.player is not None:
            self.message = self.player.hint()
            self._update()

    @speaks
    def show_leads(self) -> None:
        """After an answer: what each decision at the question leads to, by the coach (the
        expected final Pesos of the player asked), each decision in words."""
        if self.player is None:
            return
        try:
            leads = self.player.leads_to()
        except ImportError:
            self.message = Message("The coach is not available here.")
            leads = []
        if leads and self.built:
            rows = "".join(
                f"<tr><td>{escape(words)} <small class=\"gaucho-notation\">{escape(text)}"
                f"</small></td><td style=\"text-align:right\">{value:.1f}</td></tr>"
                for words, text, value in leads)
            # Translators: the head of the table of what each decision at a study's question
            # leads to, by the coach.
            head = escape(_("Expected Pesos at the end of the game, by the coach"))
            self.leads.value = (f'<table class="gaucho-study-leads-rows"><caption>{head}'
                                f"</caption>{rows}</table>")
        self._update()

    @speaks
    def answer(self, decision: str) -> studies.Verdict | None:
        """The student's answer (a decision built by clicks), judged."""
        if self.player is None or not self.player.asking:
            return None
        verdict = self.player.answer(decision)
        self.message = Later(lambda: " ".join(
            (_("Accepted.") if verdict.accepted else _("Not this one."),
             verdict.comment)).strip())
        self._update()
        return verdict

    # ------------------------------------------------------------ drawing
    def _game(self) -> Any:
        if self.teaching:
            return self.recorder.game
        return self.player.game() if self.player is not None else None

    @speaks
    def refresh(self) -> None:
        teacher = self.teaching
        self.teacher_box.layout.display = "" if teacher else "none"
        self.student_box.layout.display = "none" if teacher else ""
        chapters = bool(self.recorder.chapters)
        self.intro.disabled = not chapters  # a chapter's, once one is started
        self.edit_pick.disabled = self.rename_button.disabled = not chapters
        self.delete_button.disabled = not chapters
        self.undelete_button.disabled = not self.recorder.deleted
        self._sync_menu()
        self.board.language = self.language
        answered = self.player is not None and self.player.index in self.player.answered
        at_start = self.player is None or self.player.at_start
        self.step_back_button.disabled = self.restart_button.disabled = at_start
        self.leads_button.disabled = not answered
        if not answered:
            self.leads.value = ""
        self.board.show_game(self._game() or self._idle, self.message)
        small = (f' <small class="gaucho-notation">{escape(self.notation)}</small>'
                 if self.notation else "")
        self.said.value = f"<p>{escape(self.text())}{small}</p>"

    @speaks
    def text(self) -> str:
        parts = [self.heading]
        if not self.teaching and self.player is not None:
            player = self.player
            study = player.study  # the teacher's words, as she wrote them
            if study.author and player.at_start:  # with the title, where the student starts
                # Translators: a study's title and its author, shown at a chapter's start.
                parts.append(_("{title}, by {author}").format(
                    title=study.title or _("untitled"), author=study.author))
            elif study.title:
                parts.append(study.title)
            parts.append(_("chapter {n} of {total}, step {step}").format(
                n=player.index + 1, total=len(player.study.chapters), step=player.position))
            if player.at_start and player.chapter.intro:
                parts.append(player.chapter.intro)  # before the chapter's first step
        elif self.recorder.chapters:
            parts.append(ngettext("chapter {n}, {steps} step", "chapter {n}, {steps} steps",
                                  len(self.recorder.chapter.line)).format(
                n=self.recorder.current + 1, steps=len(self.recorder.chapter.line)))
            if self.accept:
                parts.append(_("accepted answers: {answers}").format(
                    answers=semicolon_list(self._accepted(a) for a in self.accept)))
        if self.message:
            parts.append(self.message)
        return " — ".join(parts)


def _words(decision: str, phase: str) -> Later:
    """A decision in words, said in the language current when read."""
    return Later(lambda: say_decision(actions.parse(decision), phase))


def _reader(upload: Any, read: Callable[[bytes], None]) -> Callable[[Any], None]:
    """What a file upload does when a file is chosen: ``read`` its bytes, the upload's value
    cleared first, so that choosing the same file again reads it again."""
    def chosen(change: Any) -> None:
        files = change["new"]
        if files:
            content = bytes(files[0]["content"])
            upload.value = ()
            read(content)

    return chosen
