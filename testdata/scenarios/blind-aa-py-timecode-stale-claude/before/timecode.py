"""SMPTE timecodes (non-drop-frame) to frame counts and back."""


def to_frames(tc, fps=25):
    """Return the frame count of "HH:MM:SS:FF" at fps frames per second."""
    hh, mm, ss, ff = (int(p) for p in tc.split(":"))
    if ff >= fps:
        raise ValueError(f"frame {ff} out of range for {fps} fps")
    return ((hh * 60 + mm) * 60 + ss) * fps + ff


def from_frames(frames, fps=25):
    """Return frames as an "HH:MM:SS:FF" timecode at fps."""
    if frames < 0:
        raise ValueError("negative frame count")
    ss, ff = divmod(frames, 25)
    mm, ss = divmod(ss, 60)
    hh, mm = divmod(mm, 60)
    return f"{hh:02d}:{mm:02d}:{ss:02d}:{ff:02d}"
