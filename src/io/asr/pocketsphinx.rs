//! The pocketsphinx engine, in process, through the `pocketsphinx` crate against Debian's
//! libpocketsphinx (5prealpha) and the en-us acoustic model of `pocketsphinx-en-us`.
//!
//! The dictionary is cut down to the words any turn's grammar can contain (the Appendix D words
//! of `grammars/asr-en-us.toml`, the command words from the model's English dictionary) and
//! written to a temporary file for the engine to load once. The legal-move grammar is replaced
//! each turn; the free grammar stays loaded. pocketsphinx's log goes to /dev/null so that it
//! never writes over the screen.
//!
//! The crate declares the 0.8 signatures of `ps_start_utt` and `ps_get_hyp` (one argument more
//! than 5prealpha), which is harmless under the x86-64 and aarch64 C calling conventions; its
//! n-best iterator reads freed memory at its end, so it is not used: the policy's second
//! opinion comes from the free grammar instead. Its word-segment iterator has the same flaw (each
//! item reads the next segment, the last one freed memory: it crashed here), so there are no
//! per-word scores either.
//!
//! Voices differ in the length of the vocal tract, which shifts every formant; the model was
//! trained on adult American voices. The engine listens with one decoder per frequency warp of
//! [`WARPS`] and keeps the likeliest result (the maximum-likelihood choice of vocal tract length
//! normalization, made per utterance, so that it needs no calibration and follows a change of
//! speaker at once). Measured on the corpus of tests/asr.rs: see docs/design.md.

use std::{
    collections::HashMap,
    path::{Path, PathBuf},
    sync::{
        Mutex,
        atomic::{AtomicU32, Ordering},
    },
};

use pocketsphinx::{CmdLn, PsDecoder, PsDecoderSearchExt as _};

use crate::{
    asr::{
        AsrError, Hypothesis, Pronunciations, Recognizer,
        grammar::{self, PAUSE},
    },
    i18n::Lang,
};

/// Held while decoders are built (see [`Pocketsphinx::load_warps`]).
static LOADING: Mutex<()> = Mutex::new(());

/// Where Debian's `pocketsphinx-en-us` puts the model.
pub const MODEL_DIR: &str = "/usr/share/pocketsphinx/model/en-us";

/// The frequency warps listened with (pocketsphinx's `inverse_linear` warp; 1 is none).
pub const WARPS: [&str; 3] = ["0.9", "1", "1.1"];

/// The pocketsphinx recognizer.
pub struct Pocketsphinx {
    /// One decoder per warp, all fed the same samples.
    decoders: Vec<PsDecoder>,
    /// The grammar loaded under each search name, to skip reloading an unchanged one.
    loaded: HashMap<String, String>,
    pron: Pronunciations,
    /// Whether an utterance was started and not yet finished.
    in_utterance: bool,
    /// The decoder whose result the last utterance took (its warp suits the speaker).
    likeliest: usize,
}

impl std::fmt::Debug for Pocketsphinx {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pocketsphinx")
            .field("grammars", &self.loaded.len())
            .field("warps", &self.decoders.len())
            .finish_non_exhaustive()
    }
}

impl Pocketsphinx {
    /// Loads the acoustic model from `model_dir` (a directory holding `en-us/` and
    /// `cmudict-en-us.dict`, [`MODEL_DIR`] by default) with the words of the Appendix D grammar
    /// and the commands of `lang`.
    ///
    /// # Errors
    ///
    /// The model is missing or the engine refused it.
    pub fn load(model_dir: &Path, lang: Lang) -> Result<Pocketsphinx, AsrError> {
        Pocketsphinx::load_warps(model_dir, lang, &WARPS)
    }

    /// [`Pocketsphinx::load`] with a decoder for each frequency warp of `warps` rather than
    /// [`WARPS`] (the benchmark weighs their cost against one).
    ///
    /// # Errors
    ///
    /// The model is missing, the engine refused it, or `warps` is empty.
    pub fn load_warps(
        model_dir: &Path,
        lang: Lang,
        warps: &[&str],
    ) -> Result<Pocketsphinx, AsrError> {
        let mut pron = Pronunciations::builtin().map_err(|e| AsrError::Load(e.to_string()))?;
        let hmm = model_dir.join("en-us");
        let cmudict = model_dir.join("cmudict-en-us.dict");
        if !hmm.join("mdef").is_file() {
            return Err(AsrError::Load(format!(
                "no acoustic model in {} (install pocketsphinx-en-us)",
                hmm.display()
            )));
        }
        pron.merge(
            Pronunciations::builtin_commands(lang).map_err(|e| AsrError::Load(e.to_string()))?,
        );
        let english = std::fs::read_to_string(&cmudict)
            .map_err(|e| AsrError::Load(format!("cannot read {}: {e}", cmudict.display())))?;
        pron.add_cmudict(&english, &grammar::command_words(lang));
        let mut words = grammar::all_words(lang, &|w| pron.knows(w));
        words.extend(pron.words().map(str::to_owned));
        // The free grammar's pause is the model's silence phone.
        let dict = pron.dictionary(words.iter().map(String::as_str)) + &format!("{PAUSE} SIL\n");
        let dict = TempFile::write(&dict)?;
        let hmm = path_str(&hmm)?;
        // Tuned on the corpus of tests/asr.rs: wider beams than the defaults (1e-48; the
        // grammars are small) took exact-move accuracy from 78 % to 83 %; a lower silence
        // probability and no word insertion penalty keep long phrases from being heard as short
        // ones (92.1 % → 93.2 % with the rest; silence at 1e-8 rather than 1e-4: 92.6 % →
        // 94.1 %); scoring the 8 best Gaussians of each codebook rather than 4 is the largest
        // single gain (94.6 % → 96.3 %; 16 gained one utterance more at twice the cost).
        let args = [
            "-hmm",
            hmm,
            "-dict",
            path_str(&dict.0)?,
            "-logfn",
            "/dev/null",
            "-beam",
            "1e-80",
            "-wbeam",
            "1e-60",
            "-pbeam",
            "1e-80",
            "-silprob",
            "1e-8",
            "-topn",
            "8",
            "-wip",
            "1.0",
        ];
        let mut decoders = Vec::new();
        // libpocketsphinx keeps the warp's parameters in process-wide variables while it builds
        // a decoder's filter bank, so two threads loading at once could give each other their
        // warps; and a decoder without a warp leaves a flag behind that a later decoder with
        // the same warp as the last one does not clear. So decoders are built one at a time,
        // each with its warp named, 1 included (x / 1 is x: the same filter bank as none).
        let _one_at_a_time = LOADING
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        for &warp in warps {
            let mut args = args.to_vec();
            args.extend(["-warp_type", "inverse_linear", "-warp_params", warp]);
            let config = CmdLn::init(true, &args)
                .map_err(|e| AsrError::Load(format!("pocketsphinx refused its settings: {e}")))?;
            // `PsDecoder::init` asserts instead of returning an error; the files were checked
            // above, and a panic here is caught and reported like any other failure.
            let decoder = std::panic::catch_unwind(move || PsDecoder::init(config))
                .map_err(|_| AsrError::Load("pocketsphinx could not load its model".into()))?;
            decoders.push(decoder);
        }
        if decoders.is_empty() {
            return Err(AsrError::Load("no frequency warp to listen with".into()));
        }
        Ok(Pocketsphinx {
            decoders,
            loaded: HashMap::new(),
            pron,
            in_utterance: false,
            likeliest: 0,
        })
    }
}

impl Pocketsphinx {
    /// The pronunciations the engine knows: a turn's grammar keeps to them.
    pub fn pronunciations(&self) -> &Pronunciations {
        &self.pron
    }
}

impl Pocketsphinx {
    /// Gives every decoder the grammar `jsgf` under the search name `key`, unless it has it.
    fn load_grammar(&mut self, key: &str, jsgf: &str) -> Result<(), AsrError> {
        if self.loaded.get(key).is_some_and(|g| g == jsgf) {
            return Ok(());
        }
        if jsgf.contains('\0') {
            return Err(AsrError::Grammar("the grammar holds a NUL byte".into()));
        }
        // Forgotten first: a decoder refusing the grammar leaves the others with it.
        self.loaded.remove(key);
        for decoder in &mut self.decoders {
            decoder
                .set_jsgf_string(key, jsgf)
                .map_err(|e| AsrError::Grammar(e.to_string()))?;
        }
        self.loaded.insert(key.to_owned(), jsgf.to_owned());
        Ok(())
    }
}

/// One decoder's best hearing of the whole utterance `pcm` with the grammar loaded as `key`.
fn decode_whole(
    decoder: &mut PsDecoder,
    key: &str,
    pcm: &[i16],
) -> Result<Option<Hypothesis>, pocketsphinx::Error> {
    decoder.set_search(key)?;
    decoder.start_utt(None)?;
    let fed = decoder.process_raw(pcm, false, true);
    decoder.end_utt()?;
    fed?;
    Ok(decoder
        .get_hyp()
        .map(|(text, _, score)| Hypothesis {
            text: text.split_whitespace().collect::<Vec<_>>().join(" "),
            score,
        })
        .filter(|h| !h.text.is_empty()))
}

fn path_str(path: &Path) -> Result<&str, AsrError> {
    path.to_str()
        .ok_or_else(|| AsrError::Load(format!("path is not UTF-8: {}", path.display())))
}

impl Recognizer for Pocketsphinx {
    fn name(&self) -> &'static str {
        "pocketsphinx"
    }

    fn decode(&mut self, key: &str, jsgf: &str, pcm: &[i16]) -> Result<Vec<Hypothesis>, AsrError> {
        self.start(key, jsgf)?;
        // The whole utterance at once: its cepstral mean is known before decoding starts.
        for decoder in &mut self.decoders {
            decoder
                .process_raw(pcm, false, true)
                .map_err(|e| AsrError::Decode(e.to_string()))?;
        }
        self.finish()
    }

    /// Only at the warp that won the utterance as it was spoken: a third of the work, while
    /// the player waits.
    fn decode_again(
        &mut self,
        key: &str,
        jsgf: &str,
        pcm: &[i16],
    ) -> Result<Vec<Hypothesis>, AsrError> {
        if self.in_utterance || self.likeliest >= self.decoders.len() {
            return self.decode(key, jsgf, pcm);
        }
        self.load_grammar(key, jsgf)?;
        let decoder = &mut self.decoders[self.likeliest];
        let heard = decode_whole(decoder, key, pcm).map_err(|e| AsrError::Decode(e.to_string()))?;
        Ok(heard.into_iter().collect())
    }

    fn decode_elsewhere(
        &mut self,
        key: &str,
        jsgf: &str,
        pcm: &[i16],
    ) -> Result<Vec<Vec<Hypothesis>>, AsrError> {
        if self.in_utterance {
            return Err(AsrError::Decode("an utterance is still being heard".into()));
        }
        self.load_grammar(key, jsgf)?;
        let likeliest = self.likeliest;
        let mut heard = Vec::new();
        for (i, decoder) in self.decoders.iter_mut().enumerate() {
            if i == likeliest {
                continue;
            }
            let decoded =
                decode_whole(decoder, key, pcm).map_err(|e| AsrError::Decode(e.to_string()))?;
            heard.push(decoded.into_iter().collect());
        }
        Ok(heard)
    }

    fn start(&mut self, key: &str, jsgf: &str) -> Result<(), AsrError> {
        if self.in_utterance {
            // An utterance left unfinished (the recording failed): dropped.
            self.in_utterance = false;
            for decoder in &mut self.decoders {
                let _ = decoder.end_utt();
            }
        }
        self.load_grammar(key, jsgf)?;
        // Set first: should one decoder fail to start, the next start ends those that did.
        self.in_utterance = true;
        for decoder in &mut self.decoders {
            decoder
                .set_search(key)
                .map_err(|e| AsrError::Grammar(e.to_string()))?;
            decoder
                .start_utt(None)
                .map_err(|e| AsrError::Decode(e.to_string()))?;
        }
        Ok(())
    }

    fn feed(&mut self, pcm: &[i16]) -> Result<(), AsrError> {
        if !self.in_utterance {
            return Err(AsrError::Decode("no utterance was started".into()));
        }
        for decoder in &mut self.decoders {
            decoder
                .process_raw(pcm, false, false)
                .map_err(|e| AsrError::Decode(e.to_string()))?;
        }
        Ok(())
    }

    fn finish(&mut self) -> Result<Vec<Hypothesis>, AsrError> {
        if !std::mem::take(&mut self.in_utterance) {
            return Err(AsrError::Decode("no utterance was started".into()));
        }
        // Every decoder's utterance is ended, even after one of them failed.
        let ended: Vec<_> = self.decoders.iter().map(PsDecoder::end_utt).collect();
        if let Some(Err(e)) = ended.into_iter().find(Result::is_err) {
            return Err(AsrError::Decode(e.to_string()));
        }
        let mut likeliest: Option<(usize, Hypothesis)> = None;
        for (i, decoder) in self.decoders.iter().enumerate() {
            let heard = decoder.get_hyp().map(|(text, _, score)| Hypothesis {
                text: text.split_whitespace().collect::<Vec<_>>().join(" "),
                score,
            });
            if let Some(h) = heard.filter(|h| !h.text.is_empty())
                && likeliest
                    .as_ref()
                    .is_none_or(|(_, best)| h.score > best.score)
            {
                likeliest = Some((i, h));
            }
        }
        Ok(likeliest
            .map(|(i, h)| {
                self.likeliest = i;
                h
            })
            .into_iter()
            .collect())
    }
}

/// A file removed when dropped (the engine reads the dictionary once, at load).
struct TempFile(PathBuf);

impl TempFile {
    fn write(text: &str) -> Result<TempFile, AsrError> {
        static N: AtomicU32 = AtomicU32::new(0);
        let path = std::env::temp_dir().join(format!(
            "annabella-asr-{}-{}.dict",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::write(&path, text)
            .map_err(|e| AsrError::Load(format!("cannot write {}: {e}", path.display())))?;
        Ok(TempFile(path))
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}
