//! Embeds every Fluent file under `locales/<lang>/*.ftl` and every data file of `grammars/` so
//! the binary needs no files at run time: a new language is new files, found here by name.

use std::{env, fmt::Write as _, fs, path::Path};

fn main() {
    let manifest_dir = env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest_dir);
    let locales = root.join("locales");
    println!("cargo:rerun-if-changed=locales");
    let mut entries: Vec<(String, String, String)> = Vec::new();
    for lang in fs::read_dir(&locales).expect("locales/ exists") {
        let lang = lang.expect("readable locales/ entry").path();
        if !lang.is_dir() {
            continue;
        }
        println!("cargo:rerun-if-changed={}", lang.display());
        for file in fs::read_dir(&lang).expect("readable locale directory") {
            let file = file.expect("readable locale file").path();
            if file.extension().is_some_and(|e| e == "ftl") {
                let name = |p: &Path| {
                    p.file_name()
                        .unwrap_or_default()
                        .to_string_lossy()
                        .into_owned()
                };
                entries.push((name(&lang), name(&file), file.display().to_string()));
            }
        }
    }
    entries.sort();
    let mut out =
        String::from("/// (language, file name, contents) of every embedded Fluent file.\n");
    out.push_str("pub static LOCALE_FILES: &[(&str, &str, &str)] = &[\n");
    for (lang, name, path) in entries {
        writeln!(out, "    ({lang:?}, {name:?}, include_str!({path:?})),")
            .expect("write to String");
    }
    out.push_str("];\n");
    let out_dir = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    fs::write(Path::new(&out_dir).join("locale_files.rs"), out).expect("write locale_files.rs");
    fs::write(Path::new(&out_dir).join("grammar_files.rs"), grammars(root))
        .expect("write grammar_files.rs");
}

/// The table of `grammars/*.toml` and `grammars/*.ebnf`, by path relative to the crate.
fn grammars(root: &Path) -> String {
    let dir = root.join("grammars");
    println!("cargo:rerun-if-changed=grammars");
    let mut files: Vec<(String, String)> = Vec::new();
    for file in fs::read_dir(&dir).expect("grammars/ exists") {
        let file = file.expect("readable grammars/ entry").path();
        if file.extension().is_some_and(|e| e == "toml" || e == "ebnf") {
            let name = file
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            files.push((format!("grammars/{name}"), file.display().to_string()));
        }
    }
    files.sort();
    let mut out =
        String::from("/// (path, contents) of every embedded file of `grammars/`, by path.\n");
    out.push_str("pub static GRAMMAR_FILES: &[(&str, &str)] = &[\n");
    for (name, path) in files {
        writeln!(out, "    ({name:?}, include_str!({path:?})),").expect("write to String");
    }
    out.push_str("];\n");
    out
}
