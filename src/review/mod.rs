//! Review commands: what a seat may ask about the game between moves: the last move, the last
//! moves, a move of the scoresheet, where pieces stand, a rank, a file, a square, the whole
//! board, the diagonals through a square, the game's header (players, event), attackers and
//! defenders, legal moves, material, whose turn, the clocks, the time spent on this move; resigning and
//! offering a draw (each confirmed), switching the announcement style, and help.
//!
//! Pure: no I/O, no clock reads, no threads; the time is an argument. A seat is answered from
//! what it has under its fingers: a player's own board and scoresheet (D.1, D.2.7), the arbiter
//! the authoritative game. In tournament mode the commands that assist a player beyond a tactile
//! board and a recording device (attackers and defenders, legal moves, the material balance)
//! are refused with the Laws that forbid them (11.3, D.2.10.4).
//!
//! The caller keeps what belongs to the session: the speech history ([`Query::last_said`]),
//! the question awaiting yes or no ([`Query::pending`]) and the seat's style; an [`Answer`]
//! says in its [`ReviewEffect`] what to change.
//!
//! Keys ([`CommandKind::key`]): review mode is opened with [`PREFIX`], Ctrl+R, then one plain
//! key: `a` repeat, `k` the last announcements, `l` last move, `e` earlier moves, `n` move number, `p` my pieces, `o`
//! opponent's pieces, `r` rank, `f` file, `s` square, `i` diagonals, `b` board, `g` board by
//! ranks, `j` squares changed, `x` attackers, `m` legal moves, `v` material, `z` draw-claim counts, `t` turn, `c` clocks, `u` time used on this move, `w` header (who
//! plays), `q` resign, `d` draw offer,
//! `y` style, `h` help; Enter confirms and Escape cancels. Plain letters, Enter and Escape mean
//! the same on every keyboard layout and no screen reader or braille driver claims them; the
//! numeric keypad, Insert and Caps Lock, which screen readers do claim, are not used. In a line
//! of text, a slash and the key do the same ("/s f3"), next to the words of
//! `grammars/commands-<lang>.toml`.

mod assist;
mod board;
pub mod command_words;
mod help;
mod parse;
mod sheet;

use shakmaty::{Chess, Color, Move, Piece, Position, Role, Square};

pub use board::reading_index;
pub use command_words::{
    Argument, CommandKind, CommandWords, CommandWordsError, PREFIX, ReviewKey,
};
pub use parse::{ExpectedArg, ParseCommandError, parse_command};

use crate::{
    announce::{Announcer, Style},
    clock::{Timestamp, side_key},
    i18n::{Arg, Lang, LocaleError, Localizer},
    present::clock::ClockVoice,
    table::{Mode, Phase, Seat, Table},
};

/// How many plies "moves" without a number reads: two full moves.
pub const DEFAULT_HISTORY: u32 = 4;

/// How many half-moves "changed" without a number looks back: the opponent's move and one's own.
pub const DEFAULT_CHANGED: u32 = 2;

/// How many announcements "said" without a number repeats.
pub const DEFAULT_SAID: u32 = 3;

/// Whose pieces a piece list names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Whose {
    /// The asking player's (both sides for the arbiter).
    Mine,
    /// The opponent's (both sides for the arbiter).
    Theirs,
    /// One colour's.
    Side(Color),
    /// Both sides'.
    Both,
}

/// How the whole board is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BoardRead {
    /// Piece lists per side, like lichess's piece list: "White: König Eva eins; …".
    Pieces,
    /// Rank by rank, runs of empty squares grouped.
    Ranks,
}

/// A review command with its arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReviewCommand {
    /// Repeat the last announcement ([`Query::last_said`]).
    Repeat,
    /// Repeat the last N announcements to the seat ([`Query::said`]), oldest first.
    Said(u32),
    /// The last move on the scoresheet.
    LastMove,
    /// The last N plies on the scoresheet, each with its number and side.
    LastMoves(u32),
    /// Move N (both plies) of the scoresheet.
    Move(u32),
    /// Where pieces stand: one type, or all when `role` is `None`.
    Pieces {
        /// Whose.
        whose: Whose,
        /// Which type.
        role: Option<Role>,
    },
    /// A rank, square by square.
    Rank(shakmaty::Rank),
    /// A file, square by square.
    File(shakmaty::File),
    /// What is on a square.
    Square(Square),
    /// The two diagonals through a square, square by square.
    Diagonal(Square),
    /// The whole board.
    Board(BoardRead),
    /// The squares whose content changed over the last N half-moves on the seat's board, each
    /// with what stands there now: checking a pegged board without reading all of it.
    Changed(u32),
    /// Attackers and defenders of a square (casual mode).
    Attackers(Square),
    /// Legal moves of the piece on a square (casual mode).
    LegalMoves(Square),
    /// Material count, and the balance in casual mode.
    Material,
    /// The counts behind draw claims: repetitions of the position, moves without a pawn move
    /// or a capture (the arbiter; players in casual mode).
    Claims,
    /// Whose turn it is.
    Turn,
    /// Both clocks with moves completed (D.2.6.1, D.2.10.4).
    Clocks,
    /// How long the side on move has thought on its current move (the talking clock, asked).
    Thinking,
    /// The game's header: players, event, site, round, date (the PGN tags).
    Header,
    /// Resign: asks for confirmation.
    Resign,
    /// Offer a draw: asks for confirmation.
    OfferDraw,
    /// Confirm the question asked.
    Yes,
    /// Cancel the question asked.
    No,
    /// Switch the announcement style: to the one named, or the next.
    Style(Option<Style>),
    /// The list of commands with their keys.
    Help,
}

impl ReviewCommand {
    /// The command without its arguments.
    pub fn kind(&self) -> CommandKind {
        match self {
            ReviewCommand::Repeat => CommandKind::Repeat,
            ReviewCommand::Said(_) => CommandKind::Said,
            ReviewCommand::LastMove => CommandKind::Last,
            ReviewCommand::LastMoves(_) => CommandKind::History,
            ReviewCommand::Move(_) => CommandKind::Move,
            ReviewCommand::Pieces {
                whose: Whose::Theirs,
                ..
            } => CommandKind::Opponent,
            ReviewCommand::Pieces { .. } => CommandKind::Pieces,
            ReviewCommand::Rank(_) => CommandKind::Rank,
            ReviewCommand::File(_) => CommandKind::File,
            ReviewCommand::Square(_) => CommandKind::Square,
            ReviewCommand::Diagonal(_) => CommandKind::Diagonal,
            ReviewCommand::Board(BoardRead::Pieces) => CommandKind::Board,
            ReviewCommand::Board(BoardRead::Ranks) => CommandKind::Ranks,
            ReviewCommand::Changed(_) => CommandKind::Changed,
            ReviewCommand::Attackers(_) => CommandKind::Attackers,
            ReviewCommand::LegalMoves(_) => CommandKind::Legal,
            ReviewCommand::Material => CommandKind::Material,
            ReviewCommand::Claims => CommandKind::Claims,
            ReviewCommand::Turn => CommandKind::Turn,
            ReviewCommand::Clocks => CommandKind::Clock,
            ReviewCommand::Thinking => CommandKind::Thinking,
            ReviewCommand::Header => CommandKind::Header,
            ReviewCommand::Resign => CommandKind::Resign,
            ReviewCommand::OfferDraw => CommandKind::Draw,
            ReviewCommand::Yes => CommandKind::Yes,
            ReviewCommand::No => CommandKind::No,
            ReviewCommand::Style(_) => CommandKind::Style,
            ReviewCommand::Help => CommandKind::Help,
        }
    }
}

/// A step that needs the player's yes before it is taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Request {
    /// Resign the game (5.1.2).
    Resign,
    /// Offer the opponent a draw (9.1.2).
    OfferDraw,
}

/// What the caller is to do besides saying the answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReviewEffect {
    /// Keep this question and pass it back as [`Query::pending`] with the next command; any
    /// answer without this effect ends the question.
    Ask(Request),
    /// Confirmed: resign for `color` (`game::Command::Resign`), or tell the opponent of the
    /// draw offer.
    Confirmed {
        /// What was confirmed.
        request: Request,
        /// The player's colour.
        color: Color,
    },
    /// Announce to this seat in this style from now on.
    SetStyle(Style),
}

/// The answer to a command, for the asking seat.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Answer {
    /// What to say or show, one sentence or list per line.
    pub lines: Vec<String>,
    /// Squares the screen may highlight.
    pub squares: Vec<Square>,
    /// What the caller is to do.
    pub effect: Option<ReviewEffect>,
}

impl Answer {
    fn line(text: String) -> Answer {
        Answer {
            lines: vec![text],
            ..Answer::default()
        }
    }

    fn with_squares(mut self, squares: Vec<Square>) -> Answer {
        self.squares = squares;
        self
    }

    /// All lines as one text.
    pub fn text(&self) -> String {
        self.lines.join(" ")
    }
}

/// What a command is asked about, and by whom.
#[derive(Debug, Clone, Copy)]
pub struct Query<'a> {
    /// The table.
    pub table: &'a Table,
    /// The asking seat.
    pub seat: Seat,
    /// Now, for the clocks.
    pub now: Timestamp,
    /// The seat's announcement style.
    pub style: Style,
    /// The last announcement made to the seat, for [`ReviewCommand::Repeat`].
    pub last_said: Option<&'a str>,
    /// The announcements made to the seat, oldest first, for [`ReviewCommand::Said`].
    pub said: &'a [&'a str],
    /// The question awaiting yes or no, from an earlier [`ReviewEffect::Ask`].
    pub pending: Option<Request>,
}

impl<'a> Query<'a> {
    /// A query by `seat` at `now`, in the table's style, with nothing said or pending.
    pub fn new(table: &'a Table, seat: Seat, now: Timestamp) -> Query<'a> {
        Query {
            table,
            seat,
            now,
            style: table.setup().style,
            last_said: None,
            said: &[],
            pending: None,
        }
    }
}

/// Answers review commands in one interface language.
#[derive(Debug)]
pub struct Reviewer {
    voice: ClockVoice,
}

impl Reviewer {
    /// A reviewer speaking `lang`.
    ///
    /// # Errors
    ///
    /// A broken embedded locale.
    pub fn new(lang: Lang) -> Result<Reviewer, LocaleError> {
        Ok(Reviewer {
            voice: ClockVoice::new(lang)?,
        })
    }

    /// A reviewer speaking `lang` that never fails: the embedded words and messages are
    /// checked by the tests (see [`Localizer::builtin`], [`CommandWords::builtin`]).
    pub fn builtin(lang: Lang) -> Reviewer {
        Reviewer {
            voice: ClockVoice::builtin(lang),
        }
    }

    /// The same reviewer, its clock saying seconds only for times under `threshold`.
    #[must_use]
    pub fn with_seconds_below(mut self, threshold: std::time::Duration) -> Self {
        self.voice.set_seconds_below(threshold);
        self
    }

    /// The interface language.
    pub fn lang(&self) -> Lang {
        self.voice.lang()
    }

    fn loc(&self) -> &Localizer {
        self.voice.localizer()
    }

    /// Parses `text` in this reviewer's language (see [`parse_command`]).
    ///
    /// # Errors
    ///
    /// As [`parse_command`].
    pub fn parse(&self, text: &str) -> Result<ReviewCommand, ParseCommandError> {
        parse_command(text, self.lang())
    }

    /// Answers `command` for the seat of `query`.
    pub fn answer(&self, query: &Query<'_>, command: &ReviewCommand) -> Answer {
        let ctx = Ctx::new(self, query);
        let kind = command.kind();
        if kind.is_assistance() && ctx.restricted() {
            return Answer::line(self.loc().format(
                "review-tournament-off",
                &[("command", Arg::Str(&self.word(kind)))],
            ));
        }
        match *command {
            ReviewCommand::Repeat => Answer::line(
                query
                    .last_said
                    .map_or_else(|| self.loc().text("review-nothing-said"), str::to_owned),
            ),
            ReviewCommand::Said(n) => {
                let n = usize::try_from(n).unwrap_or(usize::MAX);
                let from = query.said.len().saturating_sub(n);
                match &query.said[from..] {
                    [] => Answer::line(self.loc().text("review-nothing-said")),
                    said => Answer {
                        lines: said.iter().map(|s| (*s).to_owned()).collect(),
                        ..Answer::default()
                    },
                }
            }
            ReviewCommand::LastMove => ctx.last_moves(1),
            ReviewCommand::LastMoves(n) => ctx.last_moves(n),
            ReviewCommand::Move(n) => ctx.move_number(n),
            ReviewCommand::Pieces { whose, role } => ctx.pieces(whose, role),
            ReviewCommand::Rank(rank) => ctx.line(shakmaty::Bitboard::from_rank(rank)),
            ReviewCommand::File(file) => ctx.line(shakmaty::Bitboard::from_file(file)),
            ReviewCommand::Square(sq) => ctx.square_read(sq),
            ReviewCommand::Diagonal(sq) => ctx.diagonals(sq),
            ReviewCommand::Board(BoardRead::Pieces) => ctx.board_pieces(),
            ReviewCommand::Board(BoardRead::Ranks) => ctx.board_ranks(),
            ReviewCommand::Changed(plies) => ctx.changed(plies),
            ReviewCommand::Attackers(sq) => ctx.attackers(sq),
            ReviewCommand::LegalMoves(sq) => ctx.legal_moves(sq),
            ReviewCommand::Material => ctx.material(),
            ReviewCommand::Claims => ctx.claims(),
            ReviewCommand::Turn => Answer::line(ctx.turn()),
            ReviewCommand::Clocks => {
                Answer::line(self.voice.reading(&query.table.game().reading(query.now)))
            }
            ReviewCommand::Thinking => Answer::line(ctx.thinking()),
            ReviewCommand::Header => ctx.header(),
            ReviewCommand::Resign => ctx.ask(Request::Resign),
            ReviewCommand::OfferDraw => ctx.ask(Request::OfferDraw),
            ReviewCommand::Yes => ctx.confirm(),
            ReviewCommand::No => Answer::line(self.loc().text(if query.pending.is_some() {
                "review-cancelled"
            } else {
                "review-nothing-to-confirm"
            })),
            ReviewCommand::Style(style) => ctx.style(style),
            ReviewCommand::Help => Answer {
                lines: self.help(query.table.mode(), query.seat),
                ..Answer::default()
            },
        }
    }

    /// The word the help names for a command in this language.
    fn word(&self, kind: CommandKind) -> String {
        CommandWords::builtin(self.lang()).name(kind).to_owned()
    }
}

/// Everything one answer is worded from.
struct Ctx<'a> {
    reviewer: &'a Reviewer,
    query: &'a Query<'a>,
    announcer: Announcer,
    /// The position the seat reads: its own board, or the game for the arbiter.
    pos: &'a Chess,
    /// The asking player's colour; `None` for the arbiter.
    me: Option<Color>,
}

impl<'a> Ctx<'a> {
    fn new(reviewer: &'a Reviewer, query: &'a Query<'a>) -> Ctx<'a> {
        let table = query.table;
        let pos = table.board_of(query.seat);
        Ctx {
            reviewer,
            query,
            announcer: Announcer::new(query.style, table.setup().vocab)
                .with_ranks(table.setup().ranks),
            pos,
            me: table.color_of(query.seat),
        }
    }

    fn loc(&self) -> &Localizer {
        self.reviewer.loc()
    }

    /// Whether tournament mode limits this seat to the help Appendix D allows.
    fn restricted(&self) -> bool {
        self.query.table.mode() == Mode::Tournament && self.query.seat != Seat::Arbiter
    }

    fn square(&self, sq: Square) -> String {
        self.announcer.square(sq)
    }

    fn piece_word(&self, role: Role) -> &'static str {
        self.announcer.piece(role)
    }

    /// "white Springer". `$role` lets a language make the colour agree with the piece.
    fn piece(&self, piece: Piece) -> String {
        self.loc().format(
            "review-piece",
            &[
                ("side", Arg::Str(side_key(piece.color))),
                ("role", Arg::Str(command_words::role_id(piece.role))),
                ("piece", Arg::Str(self.piece_word(piece.role))),
            ],
        )
    }

    /// "white Springer" or "empty".
    fn content(&self, piece: Option<Piece>) -> String {
        piece.map_or_else(|| self.loc().text("review-empty"), |p| self.piece(p))
    }

    fn turn(&self) -> String {
        let table = self.query.table;
        match table.phase() {
            Phase::Over(result) => return self.reviewer.voice.result(*result),
            Phase::Arbiter => return self.loc().text("table-waiting-arbiter"),
            _ => {}
        }
        let turn = table.game().position().turn();
        let id = match self.me {
            None => "review-turn",
            Some(me) if me == turn => "review-turn-yours",
            Some(_) => "review-turn-theirs",
        };
        self.loc().format(id, &[("side", Arg::Str(side_key(turn)))])
    }

    /// How long the side on move has thought on its current move, with the move's number on
    /// the scoresheet.
    fn thinking(&self) -> String {
        let game = self.query.table.game();
        match game.clock().on_move(self.query.now) {
            Some((side, spent)) => {
                let number = move_number_of(game.position(), side);
                self.reviewer.voice.thinking(side, spent, number)
            }
            None => self.loc().text("clock-thinking-none"),
        }
    }

    /// How often the game's position has stood on the board and the moves by each player
    /// without a pawn move or a capture: what the arbiter checks a claim against (9.2, 9.3).
    fn claims(&self) -> Answer {
        let record = self.query.table.game().record();
        let times = i64::try_from(record.repetitions()).unwrap_or(i64::MAX);
        let moves = i64::from(record.position().halfmoves() / 2);
        Answer::line(self.loc().format(
            "review-claims",
            &[("times", Arg::Num(times)), ("moves", Arg::Num(moves))],
        ))
    }

    fn ask(&self, request: Request) -> Answer {
        if self.me.is_none() {
            return Answer::line(self.loc().text("review-players-only"));
        }
        if self.query.table.game().result().is_some() {
            return Answer::line(self.loc().text("table-game-over"));
        }
        let id = match request {
            Request::Resign => "review-confirm-resign",
            Request::OfferDraw if self.accepts_draw() => "review-confirm-accept-draw",
            Request::OfferDraw => "review-confirm-draw",
        };
        Answer {
            lines: vec![self.loc().format(
                id,
                &[
                    ("yes", Arg::Str(&self.reviewer.word(CommandKind::Yes))),
                    ("no", Arg::Str(&self.reviewer.word(CommandKind::No))),
                ],
            )],
            squares: Vec::new(),
            effect: Some(ReviewEffect::Ask(request)),
        }
    }

    /// Whether a draw offer of this player's would accept the opponent's standing one (9.1.2).
    fn accepts_draw(&self) -> bool {
        self.me
            .is_some_and(|me| self.query.table.draw_offer() == Some(!me))
    }

    fn confirm(&self) -> Answer {
        let (Some(request), Some(color)) = (self.query.pending, self.me) else {
            return Answer::line(self.loc().text("review-nothing-to-confirm"));
        };
        if self.query.table.game().result().is_some() {
            return Answer::line(self.loc().text("table-game-over"));
        }
        let id = match request {
            Request::Resign => "review-resigned",
            Request::OfferDraw if self.accepts_draw() => "review-draw-accepted",
            Request::OfferDraw => "review-draw-offered",
        };
        Answer {
            lines: vec![self.loc().text(id)],
            squares: Vec::new(),
            effect: Some(ReviewEffect::Confirmed { request, color }),
        }
    }

    fn style(&self, style: Option<Style>) -> Answer {
        let style = style.unwrap_or_else(|| {
            let i = Style::ALL
                .iter()
                .position(|s| *s == self.query.style)
                .unwrap_or(0);
            Style::ALL[(i + 1) % Style::ALL.len()]
        });
        let example = Move::Normal {
            role: Role::Knight,
            from: Square::G1,
            capture: None,
            to: Square::F3,
            promotion: None,
        };
        let setup = self.query.table.setup();
        let announcer = Announcer::new(style, setup.vocab).with_ranks(setup.ranks);
        let name = self
            .loc()
            .format("review-style-name", &[("style", Arg::Str(style.as_str()))]);
        let text = self.loc().format(
            "review-style",
            &[
                ("name", Arg::Str(&name)),
                (
                    "example",
                    Arg::Str(&announcer.announce(&Chess::default(), &example)),
                ),
            ],
        );
        Answer {
            lines: vec![text],
            squares: Vec::new(),
            effect: Some(ReviewEffect::SetStyle(style)),
        }
    }
}

/// The scoresheet number of the move `side` is thinking on, its clock running: the position's
/// when `side` is to move there, else (its move made, its clock not yet pressed) the move just
/// made, whose number Black's move has already advanced.
fn move_number_of(pos: &Chess, side: Color) -> u32 {
    let n = pos.fullmoves().get();
    if pos.turn() == side || side == Color::White {
        n
    } else {
        n.saturating_sub(1).max(1)
    }
}

#[cfg(test)]
mod flow_tests;
#[cfg(test)]
mod parse_tests;
#[cfg(test)]
mod scan_tests;
#[cfg(test)]
mod tests;
