//! Speaker adaptation, the pure parts: the model's mixture weights unpacked from the compact
//! form pocketsphinx loads (`sendump`) into the form sphinxtrain's `bw` reads (`mixture_weights`),
//! which Debian's `pocketsphinx-en-us` does not ship.

/// Unpacks a `sendump` file (8-bit quantized mixture weights, as -log base 1.0001 shifted right
/// by 10) into an s3 `mixture_weights` file (32-bit floats, senone × feature × codeword), each
/// senone's weights of a feature normalized to sum to one.
///
/// # Errors
///
/// The file is not a sendump of the kind the en-us model has (clustered or bit-packed weights,
/// or cut short).
pub fn mixture_weights_from_sendump(bytes: &[u8]) -> Result<Vec<u8>, String> {
    let mut at = 0usize;
    let mut int = |at: &mut usize| -> Result<u32, String> {
        let b = bytes
            .get(*at..*at + 4)
            .ok_or("the sendump file is cut short")?;
        *at += 4;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    };
    let mut features = 1usize;
    loop {
        let n = int(&mut at)? as usize;
        if n == 0 {
            break;
        }
        let text = bytes
            .get(at..at + n)
            .ok_or("the sendump header is cut short")?;
        at += n;
        let text = String::from_utf8_lossy(text);
        let text = text.trim_end_matches('\0');
        if let Some(count) = text.strip_prefix("feature_count ") {
            features = count
                .trim()
                .parse()
                .map_err(|_| format!("bad header '{text}'"))?;
        }
        if let Some(count) = text.strip_prefix("cluster_count ") {
            if count.trim() != "0" {
                return Err("clustered sendump files are not supported".into());
            }
        }
    }
    let codewords = int(&mut at)? as usize;
    let senones = int(&mut at)? as usize;
    let data = bytes
        .get(at..)
        .filter(|d| d.len() == features * codewords * senones)
        .ok_or_else(|| {
            format!("the sendump data is not {features} × {codewords} × {senones} bytes")
        })?;
    let mut weights = vec![0f64; senones * features * codewords];
    for f in 0..features {
        for c in 0..codewords {
            let row = &data[(f * codewords + c) * senones..][..senones];
            for (s, &q) in row.iter().enumerate() {
                weights[(s * features + f) * codewords + c] =
                    (-f64::from(u32::from(q) << 10) * 1.0001f64.ln()).exp();
            }
        }
    }
    for dist in weights.chunks_mut(codewords) {
        let sum: f64 = dist.iter().sum();
        if sum > 0.0 {
            dist.iter_mut().for_each(|w| *w /= sum);
        }
    }
    let mut out = b"s3\nversion 1.0\n  endhdr\n".to_vec();
    out.extend(0x1122_3344u32.to_le_bytes());
    for n in [senones, features, codewords, weights.len()] {
        out.extend(u32::try_from(n).map_err(|_| "too large")?.to_le_bytes());
    }
    for w in weights {
        #[allow(clippy::cast_possible_truncation)]
        out.extend((w as f32).to_le_bytes());
    }
    Ok(out)
}
