import { useCallback, useEffect, useRef, useState } from 'react';

/** A finished recording, ready for a JSON body (the server's RecordingField, ADR 35). */
export type Recorded = { audio: string; mimeType: string; milliseconds: number; blob: Blob };

export type RecorderState =
  | { status: 'idle' }
  | { status: 'recording'; startedAt: number }
  | { status: 'unsupported' }
  | { status: 'denied' };

/** The longest recording the server takes; the recorder stops itself there. */
export const MAX_RECORDING_MS = 60_000;

export const canRecord = () =>
  typeof window !== 'undefined' &&
  typeof window.MediaRecorder !== 'undefined' &&
  !!navigator.mediaDevices?.getUserMedia;

export function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the recording'));
    reader.readAsDataURL(blob);
  });
}

/**
 * Push-to-talk recording with MediaRecorder: `start()` asks for the microphone, `stop()` resolves with
 * the recording as base64 (webm/opus where the browser has it). The microphone is released after each
 * take, so the browser's recording indicator goes off between turns.
 */
export function useRecorder(maxMs = MAX_RECORDING_MS) {
  const [state, setState] = useState<RecorderState>(() =>
    canRecord() ? { status: 'idle' } : { status: 'unsupported' },
  );
  const recorder = useRef<MediaRecorder | null>(null);
  const finished = useRef<Promise<Recorded | null> | null>(null);
  const limit = useRef<ReturnType<typeof setTimeout> | null>(null);

  const release = useCallback(() => {
    if (limit.current) clearTimeout(limit.current);
    for (const track of recorder.current?.stream.getTracks() ?? []) track.stop();
    recorder.current = null;
  }, []);
  useEffect(() => release, [release]);

  /** Resolves true once recording, false when the browser cannot record or the microphone was refused. */
  const start = useCallback(async (): Promise<boolean> => {
    if (!canRecord() || recorder.current) return false;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setState({ status: 'denied' });
      return false;
    }
    const media = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    const startedAt = Date.now();
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    finished.current = new Promise((resolve) => {
      media.onstop = async () => {
        const blob = new Blob(chunks, { type: media.mimeType || 'audio/webm' });
        release();
        setState({ status: 'idle' });
        if (blob.size === 0) return resolve(null);
        resolve({
          audio: await blobToBase64(blob),
          mimeType: blob.type.split(';')[0] || 'audio/webm',
          milliseconds: Date.now() - startedAt,
          blob,
        });
      };
    });
    recorder.current = media;
    media.start();
    limit.current = setTimeout(() => media.state === 'recording' && media.stop(), maxMs);
    setState({ status: 'recording', startedAt });
    return true;
  }, [maxMs, release]);

  /** Stops and resolves with the take (null when nothing was recorded). */
  const stop = useCallback(async (): Promise<Recorded | null> => {
    const media = recorder.current;
    if (media?.state === 'recording') media.stop();
    return finished.current ? finished.current : null;
  }, []);

  return { state, start, stop };
}
