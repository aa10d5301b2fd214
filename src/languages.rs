//! The one list of annabella's interface languages: adding a language is one line here and its
//! data files (`grammars/<code>.toml`, `grammars/commands-<code>.toml`, its phrases in
//! `grammars/flow.toml`, the folder `locales/<code>/`).
//!
//! `with_languages!` hands the list to a macro of the module that needs it, so that each
//! module generates its own part from the same line: [`crate::i18n::Lang`] (code, name, the
//! voices to try), [`crate::vocab::VocabName`] and [`crate::vocab::LexiconFile`] (the move
//! vocabularies a language brings, the first its default). The tests below check that every
//! language listed has its files and that every embedded file parses.

/// Calls the macro `$then!` with the list of languages, one a line:
///
/// `Variant "code" "English name" ["espeak-ng voice languages", best first]
/// [Vocabulary "vocabulary name", …]`.
///
/// The first language is the default and the reference the others are checked against
/// (English); a language's first vocabulary is its own, chosen when the user chose none. A
/// vocabulary's name is its file `grammars/<name>.toml` and its `--vocab` name.
macro_rules! with_languages {
    ($then:ident) => {
        $then! {
            En "en" "English" ["en"] [En "en"],
            De "de" "German" ["de"] [De "de"],
            Es "es" "Spanish" ["es"] [Es "es"],
            // espeak-ng's Basque is read passably by its Spanish voice; `eu2` is the second
            // Basque letter system (E A D G Z), never mixed with the first.
            Eu "eu" "Basque" ["eu", "es"] [Eu "eu", Eu2 "eu2"],
            Pl "pl" "Polish" ["pl"] [Pl "pl"],
            // espeak-ng has no Galician voice: Portuguese, its closest relative, then Spanish.
            Gl "gl" "Galician" ["gl", "pt", "es"] [Gl "gl"],
        }
    };
}

pub(crate) use with_languages;

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use crate::{
        i18n::{LOCALE_FILES, Lang, Localizer},
        review::CommandWords,
        vocab::{LexiconFile, VocabName, Vocabulary, embedded_file},
    };

    #[test]
    fn every_language_has_its_grammar_files_and_they_parse() {
        for lang in Lang::ALL {
            let commands = format!("grammars/commands-{}.toml", lang.code());
            assert!(embedded_file(&commands).is_some(), "{commands} is missing");
            CommandWords::load(lang).unwrap_or_else(|e| panic!("{commands}: {e}"));
            let own = VocabName::of_lang(lang);
            assert_eq!(own.lang(), lang);
            for name in VocabName::ALL.into_iter().filter(|v| v.lang() == lang) {
                let path = name.local_file().path();
                assert!(embedded_file(path).is_some(), "{path} is missing");
                Vocabulary::build(name).unwrap_or_else(|e| panic!("{name}: {e}"));
            }
            assert!(!lang.voices().is_empty(), "{lang} has no voice to try");
            assert_eq!(lang.code().parse::<Lang>(), Ok(lang));
        }
        for file in LexiconFile::ALL {
            file.load().unwrap_or_else(|e| panic!("{e}"));
        }
    }

    #[test]
    fn every_language_has_every_locale_file_and_they_parse() {
        let files = |lang: Lang| -> BTreeSet<&str> {
            LOCALE_FILES
                .iter()
                .filter(|(l, _, _)| *l == lang.code())
                .map(|(_, file, _)| *file)
                .collect()
        };
        let reference = files(Lang::default());
        assert!(
            !reference.is_empty(),
            "locales/{} is empty",
            Lang::default()
        );
        for lang in Lang::ALL {
            assert_eq!(files(lang), reference, "locales/{lang}/ has other files");
            Localizer::new(lang).unwrap_or_else(|e| panic!("{e}"));
        }
    }

    #[test]
    fn every_locale_folder_is_a_listed_language() {
        for (code, file, _) in LOCALE_FILES {
            assert!(
                code.parse::<Lang>().is_ok_and(|l| l.code() == *code),
                "locales/{code}/{file}: {code} is not in src/languages.rs"
            );
        }
    }
}
