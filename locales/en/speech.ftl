# Speech output, sound cues and the audio scoresheet: notices shown to the user.

# A backend's name as shown to users; "none" means text only.
speech-backend-none = none (text only)
speech-ready = Speech output: { $backend }.
# One clear notice when no speech output works; $reasons lists why each backend failed;
# $cause (missing, audio, other) picks the advice: installing does not help without sound.
speech-text-only = No speech output works, so announcements are shown as text only ({ $reasons }). { $cause ->
    [missing] Install speech-dispatcher or espeak-ng for speech, or use --no-speech with your screen reader.
    [audio] No audio device plays sound: connect or turn on speakers or headphones and check the sound settings, or use --no-speech with your screen reader.
   *[other] Check the speech setup with "annabella say", or use --no-speech with your screen reader.
}
speech-fallback = { $from } stopped working ({ $reason }); speaking through { $to } from now on.
speech-disabled = Speech output is off (--no-speech); your screen reader reads the text.

sound-off-no-device = Sound cues are off: no audio device could be opened ({ $reason }).
sound-off-no-player = Sound cues are off: no sound player (paplay, aplay, play) found; a clock press is said in words.
# Said instead of the press beep when no sound plays.
cue-press-word = Clock pressed.

record-audio-failed = The audio scoresheet cannot be written to { $dir }: { $reason }
record-audio-file-failed = Announcement { $number } could not be recorded: { $reason }
record-audio-written = Recorded { $path }.

say-spoken = Spoken through { $backend }.
say-not-spoken = Not spoken: no speech output works.

# Start-up lines at the table: one sentence each; what the tools said goes to the devices log
# (devices.log in the program's data folder).
startup-sound-off = Sound cues are off: no audio device.
startup-speech-off = { $cause ->
    [missing] No speech output works, so announcements are text only: install speech-dispatcher or espeak-ng, or use --no-speech with your screen reader.
    [audio] No speech output works, so announcements are text only: no audio device plays sound, so connect or turn on speakers or headphones, or use --no-speech with your screen reader.
   *[other] No speech output works, so announcements are text only: check the speech setup with "annabella say", or use --no-speech with your screen reader.
}
startup-speech-fallback = { $from } stopped working; speaking through { $to } from now on.
startup-speech-failed = Speech output could not start, so announcements are text only.
