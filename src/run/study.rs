//! `annabella study FILE`: a game gone through move by move at this terminal (edge). The file
//! is read (a PGN with any number of games, or a table's journal); the one loop drives an app
//! whose table is the position reached, so every review command answers for it; the study is a
//! [`SeatDevice`] of the keyboard's seat that takes its steps, analyses the game with an engine
//! (progress told and shown as a bar, the analysis written into a PGN) and checks the tries at
//! a better move. "Play from here" goes on with a practice game from the position.

use std::{
    io::Write as _,
    path::{Path, PathBuf},
    process::ExitCode,
    sync::mpsc,
    time::{Duration, Instant},
};

use shakmaty::{Color, Move, Position as _};

use super::{DeviceEvent, Input, devices::SeatDevice, engine::EngineLink, play::Play};
use crate::{
    app::{App, CoachRequest, Coaching, Effect, Next},
    clock::Timestamp,
    engine::{
        Ask, Strength,
        driver::{DriverTodo, EngineDriver, Job},
        telling,
    },
    game::Stamp,
    i18n::Localizer,
    io::engine::EngineEvent,
    present::Words,
    present::{
        Presenters, SeatLook,
        cli::{CliError, FileDoing},
    },
    run::{self, line::LineMode, screen::Screen},
    study::{Study, Tried, analysis::Analysis, narration, tree::Tree},
    table::{Seat, TableSetup, Urgency},
    uci::Search,
};

/// How long the engine thinks on a try at a better move.
const TRY_TIME: Duration = Duration::from_millis(500);

/// How long it thinks on a request for help in a study.
const HELP_TIME: Duration = Duration::from_millis(1000);

/// A study to run: what the command line chose.
#[derive(Debug, Clone)]
pub struct StudyRun {
    /// The PGN or journal.
    pub path: PathBuf,
    /// The game, by number or by a part of its tags.
    pub pick: Option<String>,
    /// Analyse at once.
    pub analyse: bool,
    /// The engine's time per position.
    pub time: Duration,
    /// Whose mistakes to learn from (`None`: both sides', or a journal's blind player's).
    pub side: Option<Color>,
    /// Where the analysed PGN goes (default: beside the file, `<name>.analysed.pgn`).
    pub output: Option<PathBuf>,
    /// The practice game "play from here" starts (the table's setup, the engine, the
    /// settings, line mode or the screen).
    pub play: Play,
}

/// What a search is for.
#[derive(Debug, Clone, PartialEq, Eq)]
enum StudyPurpose {
    /// A position of the analysed line.
    Position(usize),
    /// A try at a better move.
    Try(Move),
    /// A request for help.
    Help(Ask, shakmaty::Chess),
}

/// The study at the keyboard's seat.
pub struct StudyDevice {
    study: Study,
    setup: TableSetup,
    link: EngineLink,
    driver: EngineDriver<StudyPurpose>,
    time: Duration,
    analyse_at_start: bool,
    opened: bool,
    output: PathBuf,
    origin: Instant,
    /// The instant the loop last woke at, handed to every call: the study's time.
    woke: Instant,
    seat: Seat,
}

impl std::fmt::Debug for StudyDevice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StudyDevice")
            .field("at", &self.study.at())
            .field("link", &self.link)
            .finish_non_exhaustive()
    }
}

impl StudyDevice {
    fn now(&self) -> Timestamp {
        Timestamp::ZERO + self.woke.saturating_duration_since(self.origin)
    }

    fn words<'a>(&self, app: &'a App) -> &'a Words {
        app.presenters().seat(self.seat).words()
    }

    fn tell(&self, app: &mut App, lines: Vec<String>) -> Vec<Effect> {
        lines
            .into_iter()
            .flat_map(|l| app.tell_seat(self.seat, l, Urgency::Info))
            .collect()
    }

    /// The app's table made the position reached, and the status line its place.
    fn show(&self, app: &mut App) {
        if let Ok(table) = self.study.table(&self.setup) {
            app.replace_table(table);
        }
        let words = self.words(app);
        let place = if self.study.at() == crate::study::tree::ROOT {
            words.text("study-status-start")
        } else {
            let here = narration::move_of(words, self.study.tree(), self.study.at());
            words.format("study-status", &[("where", crate::i18n::Arg::Str(&here))])
        };
        let status = match self.study.analysis() {
            Some(a) if a.done() < a.total() => {
                format!("{place} {}", narration::bar(a.done(), a.total()))
            }
            _ => place,
        };
        app.set_coach_status(Some(status));
    }

    fn analyse(&mut self, app: &mut App) -> Vec<Effect> {
        let time = self.time;
        let analysis: Analysis = self.study.start_analysis(time).clone();
        let total = analysis.moves();
        let text = self.words(app).format(
            "study-analysing",
            &[
                ("time", crate::i18n::Arg::Num(time.as_millis() as i64)),
                ("total", crate::i18n::Arg::Num(analysis.total() as i64)),
            ],
        );
        let mut effects = self.tell(app, vec![text]);
        let tree = self.study.tree().clone();
        let mut todo = Vec::new();
        for index in analysis.to_search() {
            let id = analysis.line[index];
            todo.extend(self.driver.submit(
                Job {
                    tag: StudyPurpose::Position(index),
                    start: tree.start().clone(),
                    moves: tree.moves_to(id),
                    strength: Strength::Full,
                    search: Search {
                        movetime: Some(time),
                        ..Search::default()
                    },
                },
                self.now(),
            ));
        }
        effects.extend(self.carry_out(app, todo));
        if analysis.to_search().is_empty() {
            effects.extend(self.finished(app));
        }
        let _ = total;
        self.show(app);
        effects
    }

    /// The analysis is complete: the summary said, the PGN written.
    fn finished(&mut self, app: &mut App) -> Vec<Effect> {
        let Some(a) = self.study.analysis() else {
            return Vec::new();
        };
        let tree = self.study.tree();
        let w = self.words(app);
        let mut lines = vec![w.text("study-analysed")];
        lines.extend(narration::summary(w, &a.summary(tree)));
        let pgn = crate::study::tree::write(tree, &|id| a.annotation(tree, id));
        let path = self.output.display().to_string();
        lines.push(
            match crate::io::files::write_new(&self.output, &pgn, true) {
                Ok(()) => w.format("study-written", &[("path", crate::i18n::Arg::Str(&path))]),
                Err(e) => {
                    let format =
                        |id: &str, args: &[(&str, crate::i18n::Arg<'_>)]| w.format(id, args);
                    let reason = crate::present::cli::worded(&format, &e);
                    w.format(
                        "study-write-failed",
                        &[
                            ("path", crate::i18n::Arg::Str(&path)),
                            ("reason", crate::i18n::Arg::Str(&reason)),
                        ],
                    )
                }
            },
        );
        let effects = self.tell(app, lines);
        self.show(app);
        effects
    }

    fn carry_out(&mut self, app: &mut App, todo: Vec<DriverTodo<StudyPurpose>>) -> Vec<Effect> {
        let mut effects = Vec::new();
        let mut work: std::collections::VecDeque<DriverTodo<StudyPurpose>> = todo.into();
        let mut steps = 0;
        while let Some(item) = work.pop_front() {
            steps += 1;
            if steps > 10_000 {
                break;
            }
            match item {
                DriverTodo::Spawn => {
                    if let Err(e) = self.link.spawn() {
                        work.extend(self.driver.spawn_failed(e));
                    }
                }
                DriverTodo::Send(lines) => self.link.send(lines),
                DriverTodo::Done(purpose, found) => effects.extend(self.done(app, purpose, &found)),
                DriverTodo::Fault {
                    fault, restarting, ..
                } => {
                    let path = self.link.path().display().to_string();
                    let text = telling::fault(self.words(app), &fault, restarting, &path);
                    effects.extend(app.tell_seat(self.seat, text, Urgency::Alert));
                    if !restarting {
                        self.link.stop();
                    }
                }
            }
        }
        effects
    }

    fn done(
        &mut self,
        app: &mut App,
        purpose: StudyPurpose,
        found: &crate::engine::driver::SearchResult,
    ) -> Vec<Effect> {
        match purpose {
            StudyPurpose::Position(index) => {
                let Some(a) = self.study.analysis() else {
                    return Vec::new();
                };
                let Some(&id) = a.line.get(index) else {
                    return Vec::new();
                };
                let turn = self.study.tree().node(id).after.turn();
                let (moves, complete) = {
                    let Some(a) = self.study.analysis_mut() else {
                        return Vec::new();
                    };
                    a.record(index, found, turn);
                    (a.moves(), a.done() == a.total())
                };
                // The start position is no move: progress is told from the first move on.
                let mut effects = Vec::new();
                if index > 0 {
                    let text = narration::progress(self.words(app), index.min(moves), moves);
                    effects.extend(self.tell(app, vec![text]));
                }
                self.show(app);
                if complete {
                    effects.extend(self.finished(app));
                }
                effects
            }
            StudyPurpose::Try(mv) => {
                let lines = self.study.judge_try(mv, found.score, self.words(app));
                self.tell(app, lines)
            }
            StudyPurpose::Help(ask, position) => {
                let white = found.score.map(|s| s.for_white(position.turn()));
                let said = match (ask, found.best) {
                    (Ask::Eval, _) => crate::engine::opponent::EngineSaid::Eval(white),
                    (Ask::Score, _) => crate::engine::opponent::EngineSaid::Score(white),
                    (_, None) => crate::engine::opponent::EngineSaid::NoMove,
                    (Ask::Hint, Some(best)) => {
                        crate::engine::opponent::EngineSaid::Hint { position, best }
                    }
                    (Ask::Threat, Some(threat)) => {
                        crate::engine::opponent::EngineSaid::Threat { position, threat }
                    }
                    (_, Some(best)) => crate::engine::opponent::EngineSaid::Best { position, best },
                };
                let path = self.link.path().display().to_string();
                let text = telling::said(self.words(app), &said, &path);
                self.tell(app, vec![text])
            }
        }
    }

    fn help(&mut self, app: &mut App, ask: Ask) -> Vec<Effect> {
        let position = self.study.position().clone();
        let (start, purpose) = match ask {
            Ask::Threat => match position.clone().swap_turn() {
                Ok(passed) if !position.is_check() => {
                    (passed.clone(), StudyPurpose::Help(ask, passed))
                }
                _ => {
                    let text = self.words(app).text("practice-threat-in-check");
                    return self.tell(app, vec![text]);
                }
            },
            _ => (position.clone(), StudyPurpose::Help(ask, position)),
        };
        let todo = self.driver.submit(
            Job {
                tag: purpose,
                start,
                moves: Vec::new(),
                strength: Strength::Full,
                search: Search {
                    movetime: Some(HELP_TIME),
                    ..Search::default()
                },
            },
            self.now(),
        );
        self.carry_out(app, todo)
    }

    fn entered(&mut self, app: &mut App, text: &str) -> Vec<Effect> {
        let position = self.study.position().clone();
        let w = self.words(app);
        let vocab = crate::vocab::Vocabulary::builtin(w.vocab());
        let loc = Localizer::builtin(w.lang());
        let mv = crate::parse::parse(text, vocab)
            .map_err(|e| crate::explain::parse_error(&loc, &e))
            .and_then(|intents| {
                crate::resolve::resolve(&position, &intents)
                    .map_err(|e| crate::explain::move_error(&loc, w.announcer(), &position, &e))
            });
        let mv = match mv {
            Ok(mv) => mv,
            Err(text) => return self.tell(app, vec![text]),
        };
        match self.study.try_move(mv, w) {
            Tried::Said(lines) => {
                self.show(app);
                self.tell(app, lines)
            }
            Tried::Check { before, mv } => {
                let checking = self.words(app).text("study-checking");
                let mut effects = self.tell(app, vec![checking]);
                let todo = self.driver.submit(
                    Job {
                        tag: StudyPurpose::Try(mv),
                        start: before,
                        moves: vec![mv],
                        strength: Strength::Full,
                        search: Search {
                            movetime: Some(TRY_TIME),
                            ..Search::default()
                        },
                    },
                    self.now(),
                );
                effects.extend(self.carry_out(app, todo));
                effects
            }
        }
    }
}

impl SeatDevice for StudyDevice {
    fn poll_timeout(&self) -> Option<Instant> {
        let at = self.driver.poll_timeout()?;
        Some(self.origin + at.saturating_since(Timestamp::ZERO))
    }

    fn report(
        &mut self,
        app: &mut App,
        event: DeviceEvent,
        _stamp: Stamp,
        woke: Instant,
    ) -> Result<Vec<Effect>, DeviceEvent> {
        self.woke = woke;
        let DeviceEvent::Engine(event) = event else {
            return Err(event);
        };
        if !self.link.current(&event) {
            return Ok(Vec::new());
        }
        let now = self.now();
        let todo = match event {
            EngineEvent::Line { text, .. } => self.driver.line(&text, now),
            EngineEvent::Exited { .. } => self.driver.exited(now),
        };
        Ok(self.carry_out(app, todo))
    }

    fn timeout(&mut self, app: &mut App, _stamp: Stamp, woke: Instant) -> Vec<Effect> {
        self.woke = woke;
        let now = self.now();
        let todo = self.driver.handle_timeout(now);
        self.carry_out(app, todo)
    }

    fn sync(&mut self, app: &mut App, _stamp: Stamp, woke: Instant) -> Vec<Effect> {
        self.woke = woke;
        if std::mem::replace(&mut self.opened, true) {
            return Vec::new();
        }
        let mut lines = vec![narration::opening(self.words(app), self.study.tree())];
        lines.extend(
            self.study
                .tree()
                .node(crate::study::tree::ROOT)
                .comments
                .iter()
                .map(|c| {
                    self.words(app)
                        .format("study-comment", &[("text", crate::i18n::Arg::Str(c))])
                }),
        );
        let mut effects = self.tell(app, lines);
        self.show(app);
        if self.analyse_at_start {
            effects.extend(self.analyse(app));
        }
        effects
    }

    fn request(
        &mut self,
        app: &mut App,
        _seat: Seat,
        request: &CoachRequest,
        _stamp: Stamp,
        woke: Instant,
    ) -> Option<Vec<Effect>> {
        self.woke = woke;
        let ask = match request {
            CoachRequest::Move(text) => return Some(self.entered(app, text)),
            CoachRequest::Ask(ask) => *ask,
        };
        Some(match ask {
            Ask::Analyse => self.analyse(app),
            Ask::Play => {
                let fen = shakmaty::fen::Fen::from_position(
                    self.study.position(),
                    shakmaty::EnPassantMode::Legal,
                );
                app.leave_for(Next::PlayFrom(fen.to_string()))
            }
            Ask::Hint | Ask::Best | Ask::Eval | Ask::Score | Ask::Threat => self.help(app, ask),
            ask => {
                let lines = self.study.ask(ask, self.words(app));
                self.show(app);
                self.tell(app, lines)
            }
        })
    }
}

fn usage(message: &str) -> ExitCode {
    let _ = writeln!(std::io::stderr(), "annabella: {message}");
    ExitCode::from(2)
}

/// The game of `path`: a table's journal (read, never changed; with the blind player's
/// colour, whose mistakes are learnt from), or the PGN game `pick` names.
fn read_tree(path: &Path, pick: Option<&str>) -> Result<(Tree, Option<Color>), CliError> {
    use crate::{
        game::pgn::{PgnError, PgnProblem},
        table::journal::TableRecords,
    };
    let journal_error = |error| CliError::Journal {
        path: path.to_owned(),
        error,
    };
    let pgn_error = |error| CliError::Pgn {
        path: path.to_owned(),
        error: Box::new(error),
    };
    // What the tree reader refuses after the main line was read is PGN it cannot read.
    let unreadable = |_| {
        pgn_error(PgnError {
            line: 0,
            problem: PgnProblem::Reader(String::new()),
        })
    };
    let bytes = crate::io::files::read_bytes_limited(path, crate::io::files::MAX_FILE)
        .map_err(|e| CliError::file(path, FileDoing::Read, &e))?;
    // A journal starts with its checked header line, which no PGN does.
    if crate::journal::frame::is_started(&bytes) {
        let recovered =
            crate::journal::frame::recover::<TableRecords>(&bytes).map_err(journal_error)?;
        let (table, _) = crate::table::journal::replay(&recovered, crate::ids::Ids::default())
            .map_err(journal_error)?;
        let pgn = crate::game::pgn::write_pgn(table.game());
        let tree = Tree::read(&pgn).map_err(unreadable)?;
        return Ok((tree, Some(table.setup().blind)));
    }
    // Read again as text: UTF-8, else Latin-1, and UTF-16 refused with its reason.
    let text =
        crate::io::files::read_text(path).map_err(|e| CliError::file(path, FileDoing::Read, &e))?;
    let entry = crate::game::pgn::pick_game(&text, pick).map_err(pgn_error)?;
    // The main line is checked as a game is (an illegal move is an error with its line).
    crate::game::pgn::read_pgn_pick(&text, pick).map_err(pgn_error)?;
    let tree = Tree::read(entry.text(&text)).map_err(unreadable)?;
    Ok((tree, None))
}

/// Where the analysed PGN goes unless told: beside the file, `<stem>.analysed.pgn`.
fn analysed_path(path: &Path) -> PathBuf {
    let stem = path
        .file_stem()
        .map_or_else(|| "game".into(), |s| s.to_string_lossy().into_owned());
    path.with_file_name(format!("{stem}.analysed.pgn"))
}

/// Studies the game until the user quits; "play from here" goes on with a practice game.
pub fn study(args: &StudyRun) -> ExitCode {
    let (tree, player) = match read_tree(&args.path, args.pick.as_deref()) {
        Ok(t) => t,
        Err(e) => {
            run::say_error(args.play.setup.lang, &e);
            return ExitCode::from(2);
        }
    };
    let play = &args.play;
    let settings = &play.settings;
    let mut setup = play.setup.clone();
    setup.mode = crate::table::Mode::Casual;
    let presenters = match Presenters::new(|s| SeatLook::from_setup(s, &setup)) {
        Ok(p) => p,
        Err(e) => return usage(&e.to_string()),
    };
    let study = Study::new(tree, args.side.or(player));
    let table = match study.table(&setup) {
        Ok(t) => t,
        Err(e) => return usage(&e),
    };
    let mut app = App::new(table, presenters, Seat::Blind);
    app.set_coaching(Coaching::Study);
    app.set_line_mode(play.reader);
    let (tx, rx) = mpsc::channel::<Input>();
    let mut speech_settings = settings.clone();
    speech_settings.lang = app.presenters().seat(Seat::Blind).words().lang();
    let mut outputs = run::outputs(&speech_settings, None, tx.clone());
    let engine = play.engine.as_ref().map_or_else(
        || PathBuf::from(crate::engine::DEFAULT_ENGINE),
        |e| e.path.clone(),
    );
    // The study counts its time from here, each call handed the instant the loop woke at.
    let started = Instant::now();
    outputs.devices.push(Box::new(StudyDevice {
        study,
        setup: setup.clone(),
        link: EngineLink::new(engine, tx.clone()),
        driver: EngineDriver::new(),
        time: args.time,
        analyse_at_start: args.analyse,
        opened: false,
        output: args
            .output
            .clone()
            .unwrap_or_else(|| analysed_path(&args.path)),
        origin: started,
        woke: started,
        seat: Seat::Blind,
    }));
    let result = if play.reader {
        run::interrupt::forward(tx.clone());
        run::line::read_lines(tx);
        let mut line = LineMode::new(Seat::Blind);
        super::run(app, &mut line, rx, outputs, None, None)
    } else {
        run::screen::read_keys(tx);
        let mut screen = Screen::new(settings.keys.clone());
        super::run(app, &mut screen, rx, outputs, None, None)
    };
    match result {
        Ok(app) => match app.next() {
            Some(Next::PlayFrom(fen)) => {
                let mut next = play.clone();
                next.setup.ids = run::new_ids();
                next.setup.game.start_fen = Some(fen.clone());
                if let Ok(pos) = fen.parse::<shakmaty::fen::Fen>()
                    && let Ok(pos) =
                        pos.into_position::<shakmaty::Chess>(shakmaty::CastlingMode::Standard)
                {
                    next.setup.blind = pos.turn();
                }
                run::play::play(&next)
            }
            _ => ExitCode::SUCCESS,
        },
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => usage(&e.to_string()),
    }
}
