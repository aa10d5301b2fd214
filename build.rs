//! Embeds every Fluent file under `locales/<lang>/*.ftl` so the binary needs no files at run time.

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
    let dest = Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("locale_files.rs");
    fs::write(dest, out).expect("write locale_files.rs");
}
