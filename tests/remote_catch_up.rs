//! A joined device back after its link was lost is told what happened at the table meanwhile
//! (found by the rehearsal): after the host's kill -9 with a clock running, the sighted
//! player's device, in its own language, hears how much time no record accounts for (6.11),
//! as the host's seats do; a device joining fresh still takes the game's history quietly.

use super::{
    rehearsal::checks::said,
    remote::{Device, addr_in, code_in, join_args},
    support::scratch,
};
use annabella::i18n::Lang;

fn words(args: &[String]) -> Vec<&str> {
    args.iter().map(String::as_str).collect()
}

#[test]
fn a_device_back_after_the_hosts_crash_is_told_the_time_no_record_accounts_for() {
    let dir = scratch("remote-catch-up");
    let hj = dir.join("host.journal").display().to_string();
    let sj = dir.join("sighted.journal").display().to_string();
    let host_args = |listen: &str, resume: bool| -> Vec<String> {
        let mut args: Vec<String> = ["host", "--reader", "--no-speech", "--lang", "en"]
            .map(str::to_owned)
            .to_vec();
        args.extend(["--listen".into(), listen.to_owned()]);
        args.extend([
            if resume { "--resume" } else { "--journal" }.into(),
            hj.clone(),
        ]);
        args
    };
    let args = host_args("127.0.0.1:0", false);
    let mut host = Device::spawn("host", &dir, &words(&args));
    let first = host.expect("annabella join");
    let (code, addr) = (code_in(&first).unwrap(), addr_in(&first));
    let join = join_args("sighted", &code, &addr, &["--lang", "es", "--journal", &sj]);
    let mut sighted = Device::spawn("sighted", &dir, &join);
    sighted.expect("Unido a la mesa");
    for line in ["arbiter: start", "Eva vier", "confirm", "press"] {
        host.say(line);
    }
    sighted.expect("Bauer Eva zwei Eva vier");
    // White's clock stopped, Black's runs: the host dies (kill -9) and comes back.
    host.kill();
    let args = host_args(&addr, true);
    let mut host = Device::spawn("host again", &dir, &words(&args));
    host.expect(&said(Lang::En, "table-down-time"));
    sighted.expect(&said(Lang::Es, "link-back-here"));
    sighted.expect(&said(Lang::Es, "table-down-time"));
    for device in [&mut host, &mut sighted] {
        device.say("quit");
        device.say("yes");
    }
    assert_eq!(host.finish(), 0);
    assert_eq!(sighted.finish(), 0);
    let _ = std::fs::remove_dir_all(&dir);
}
