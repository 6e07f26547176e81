import { AUDIO_RUNG, GOP_SECONDS, SEGMENT_SECONDS, type VideoRung } from './transcode-ladder.js';

/**
 * MediaConvert's settings for the ladder (transcode-ladder.ts): the job template in CDK
 * (infra/constructs/transcoding.ts) and each job's outputs come from here. Explicit outputs, not
 * Automated ABR; a GOP of GOP_SECONDS with no scene-change keyframes, so every rendition's segments
 * start on the same frame. Rendition `name` becomes `master_<name>.m3u8`, as ffmpeg writes locally.
 */
type Json = Record<string, unknown>;

const aac = (bitrate: number): Json => ({
  Codec: 'AAC',
  AacSettings: {
    Bitrate: bitrate,
    CodingMode: 'CODING_MODE_2_0',
    SampleRate: 48000,
    RateControlMode: 'CBR',
    CodecProfile: 'LC',
  },
});

function videoOutput(rung: VideoRung): Json {
  return {
    NameModifier: `_${rung.name}`,
    ContainerSettings: { Container: 'M3U8', M3u8Settings: {} },
    VideoDescription: {
      Height: rung.height,
      ScalingBehavior: 'DEFAULT',
      CodecSettings: {
        Codec: 'H_264',
        H264Settings: {
          RateControlMode: 'QVBR',
          QvbrSettings: { QvbrQualityLevel: 7 },
          MaxBitrate: Math.round(rung.videoBitrate * 1.1),
          GopSize: GOP_SECONDS,
          GopSizeUnits: 'SECONDS',
          GopClosedCadence: 1,
          SceneChangeDetect: 'DISABLED',
          CodecProfile: 'MAIN',
          QualityTuningLevel: 'MULTI_PASS_HQ',
        },
      },
    },
    AudioDescriptions: [{ AudioSourceName: 'Audio Selector 1', CodecSettings: aac(rung.audioBitrate) }],
  };
}

const audioOnlyOutput: Json = {
  NameModifier: `_${AUDIO_RUNG.name}`,
  ContainerSettings: { Container: 'M3U8', M3u8Settings: {} },
  AudioDescriptions: [{ AudioSourceName: 'Audio Selector 1', CodecSettings: aac(AUDIO_RUNG.audioBitrate) }],
};

/** `destination` is the lecture's HLS prefix as an s3:// URL; a template leaves it to each job. */
export function mediaConvertOutputGroups(rungs: readonly VideoRung[], destination?: string): Json[] {
  const at = (name: string) => (destination ? { Destination: `${destination}${name}` } : {});
  return [
    {
      Name: 'HLS',
      OutputGroupSettings: {
        Type: 'HLS_GROUP_SETTINGS',
        HlsGroupSettings: {
          ...at('master'),
          SegmentLength: SEGMENT_SECONDS,
          MinSegmentLength: 0,
          SegmentControl: 'SEGMENTED_FILES',
          DirectoryStructure: 'SINGLE_DIRECTORY',
          ManifestDurationFormat: 'FLOATING_POINT',
          CodecSpecification: 'RFC_4281',
          StreamInfResolution: 'INCLUDE',
          OutputSelection: 'MANIFESTS_AND_SEGMENTS',
        },
      },
      Outputs: [...rungs.map(videoOutput), audioOnlyOutput],
    },
    {
      Name: 'Poster',
      OutputGroupSettings: { Type: 'FILE_GROUP_SETTINGS', FileGroupSettings: { ...at('poster') } },
      Outputs: [
        {
          ContainerSettings: { Container: 'RAW' },
          VideoDescription: {
            Height: Math.min(720, Math.max(...rungs.map((rung) => rung.height))),
            CodecSettings: {
              Codec: 'FRAME_CAPTURE',
              FrameCaptureSettings: { FramerateNumerator: 1, FramerateDenominator: 2, MaxCaptures: 1, Quality: 80 },
            },
          },
        },
      ],
    },
  ];
}

export const MEDIACONVERT_INPUT: Json = {
  AudioSelectors: { 'Audio Selector 1': { DefaultSelection: 'DEFAULT' } },
  VideoSelector: {},
  TimecodeSource: 'ZEROBASED',
};
