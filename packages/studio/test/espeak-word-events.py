"""
eSpeak NG's own word events, the reference of `npm run bench:captions`.

Calls libespeak-ng (the library the Debian `espeak-ng` CLI is built on) through ctypes, with
the CLI's own settings and flags (src/espeak-ng.c: synchronous output, espeakCHARS_AUTO |
espeakPHONEMES | espeakENDPAUSE), and prints, for each text, every espeakEVENT_WORD as
[text_position, length, sample] (text_position: 1-based character index into the text) and
the number of samples synthesized. Independent of the engine's own timing code on purpose.

Input (stdin): one JSON object per line {"voice", "pitch", "speed", "gap", "text"}.
Output (stdout): one JSON object per line {"rate", "samples", "words": [[pos, len, sample]]}.
Each line is synthesized in a fresh process (the caller starts one per text): the field notes
found the library's audio bit-identical to the CLI's only then.
"""

import ctypes
import json
import sys

AUDIO_OUTPUT_SYNCHRONOUS = 2
EVENT_LIST_TERMINATED = 0
EVENT_WORD = 1
EVENT_SAMPLERATE = 8
POS_CHARACTER = 1
FLAGS = 0x100 | 0x1000  # espeakPHONEMES | espeakENDPAUSE (espeakCHARS_AUTO is 0)
RATE, PITCH, WORDGAP = 1, 3, 7


class Event(ctypes.Structure):
    _fields_ = [
        ("type", ctypes.c_int),
        ("unique_identifier", ctypes.c_uint),
        ("text_position", ctypes.c_int),
        ("length", ctypes.c_int),
        ("audio_position", ctypes.c_int),
        ("sample", ctypes.c_int),
        ("user_data", ctypes.c_void_p),
        ("id", ctypes.c_void_p),
    ]


class VoiceSelect(ctypes.Structure):
    _fields_ = [
        ("name", ctypes.c_char_p),
        ("languages", ctypes.c_char_p),
        ("identifier", ctypes.c_char_p),
        ("gender", ctypes.c_ubyte),
        ("age", ctypes.c_ubyte),
        ("variant", ctypes.c_ubyte),
        ("xx1", ctypes.c_ubyte),
        ("score", ctypes.c_int),
        ("spare", ctypes.c_void_p),
    ]


CALLBACK = ctypes.CFUNCTYPE(
    ctypes.c_int, ctypes.POINTER(ctypes.c_short), ctypes.c_int, ctypes.POINTER(Event)
)


def main() -> None:
    lib = ctypes.CDLL("libespeak-ng.so.1")
    rate = lib.espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, None, 0)
    request = json.loads(sys.stdin.readline())
    state = {"samples": 0, "words": []}

    def on_synth(wav, count, events):
        i = 0
        while events[i].type != EVENT_LIST_TERMINATED:
            event = events[i]
            if event.type == EVENT_WORD:
                state["words"].append([event.text_position, event.length, event.sample])
            i += 1
        if wav:
            state["samples"] += count
        return 0

    callback = CALLBACK(on_synth)
    lib.espeak_SetSynthCallback(callback)
    voice = request["voice"].encode()
    # As the CLI does: the voice by name, else by language ("en-gb+m1").
    if lib.espeak_SetVoiceByName(voice) != 0:
        select = VoiceSelect(languages=voice)
        if lib.espeak_SetVoiceByProperties(ctypes.byref(select)) != 0:
            raise SystemExit(f"no eSpeak voice {request['voice']}")
    lib.espeak_SetParameter(RATE, int(request["speed"]), 0)
    lib.espeak_SetParameter(PITCH, int(request["pitch"]), 0)
    lib.espeak_SetParameter(WORDGAP, int(request["gap"]), 0)
    text = request["text"].encode("utf-8")
    lib.espeak_Synth(text, len(text) + 1, 0, POS_CHARACTER, 0, FLAGS, None, None)
    lib.espeak_Synchronize()
    print(json.dumps({"rate": rate, "samples": state["samples"], "words": state["words"]}))


main()
