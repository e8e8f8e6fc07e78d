import { describe, expect, it } from 'vitest';

import {
  isPlayerProvider,
  isVendorUrl,
  playerFrame,
  type PlayerProvider,
} from '../../../../src/ui/renderers/embed-url.ts';

const cases: [PlayerProvider, string, string | null][] = [
  // YouTube: watch, short, embed, shorts, live, mobile, no scheme, start time; other shapes are not videos.
  ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
  ['youtube', 'https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
  ['youtube', 'https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
  ['youtube', 'https://youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
  [
    'youtube',
    'https://www.youtube.com/live/dQw4w9WgXcQ?feature=share',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  ],
  [
    'youtube',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ&list=PL1',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  ],
  ['youtube', 'www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
  [
    'youtube',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90',
  ],
  ['youtube', 'https://youtu.be/dQw4w9WgXcQ?t=42', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42'],
  [
    'youtube',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  ],
  ['youtube', 'https://www.youtube.com/channel/UC123', null],
  ['youtube', 'https://www.youtube.com/watch?v=short', null],
  ['youtube', 'https://evil.example/watch?v=dQw4w9WgXcQ', null],
  ['youtube', 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', null],
  ['youtube', 'javascript:alert(1)//youtu.be/dQw4w9WgXcQ', null],
  // Vimeo: plain, unlisted hash, channels, groups, player.
  // Vimeo's player always with its do-not-track switch.
  ['vimeo', 'https://vimeo.com/123456789', 'https://player.vimeo.com/video/123456789?dnt=1'],
  ['vimeo', 'https://vimeo.com/123456789/abcdef1234', 'https://player.vimeo.com/video/123456789?h=abcdef1234&dnt=1'],
  ['vimeo', 'https://vimeo.com/channels/staffpicks/123456789', 'https://player.vimeo.com/video/123456789?dnt=1'],
  ['vimeo', 'https://vimeo.com/groups/acme/videos/123456789', 'https://player.vimeo.com/video/123456789?dnt=1'],
  [
    'vimeo',
    'https://player.vimeo.com/video/123456789?h=abc123',
    'https://player.vimeo.com/video/123456789?h=abc123&dnt=1',
  ],
  ['vimeo', 'https://vimeo.com/acme', null],
  // Wistia.
  ['wistia', 'https://acme.wistia.com/medias/abcde12345', 'https://fast.wistia.net/embed/iframe/abcde12345'],
  [
    'wistia',
    'https://fast.wistia.net/embed/iframe/abcde12345?videoFoam=true',
    'https://fast.wistia.net/embed/iframe/abcde12345',
  ],
  ['wistia', 'https://acme.wistia.com/medias/too-short', null],
  // Vidyard.
  [
    'vidyard',
    'https://share.vidyard.com/watch/AbCdEfGhIjKlMnOpQrStUv',
    'https://play.vidyard.com/AbCdEfGhIjKlMnOpQrStUv',
  ],
  [
    'vidyard',
    'https://play.vidyard.com/AbCdEfGhIjKlMnOpQrStUv.html',
    'https://play.vidyard.com/AbCdEfGhIjKlMnOpQrStUv',
  ],
  [
    'vidyard',
    'https://acme.hubs.vidyard.com/watch/AbCdEfGhIjKlMnOpQrStUv',
    'https://play.vidyard.com/AbCdEfGhIjKlMnOpQrStUv',
  ],
  ['vidyard', 'https://vidyard.com/pricing', null],
  // BrightTALK.
  [
    'brighttalk',
    'https://www.brighttalk.com/webcast/18112/123456',
    'https://www.brighttalk.com/service/player/en-US/theme/default/channel/18112/webcast/123456/play?showChannelList=false',
  ],
  [
    'brighttalk',
    'https://www.brighttalk.com/webcast/18112/123456/the-launch?utm_source=x',
    'https://www.brighttalk.com/service/player/en-US/theme/default/channel/18112/webcast/123456/play?showChannelList=false',
  ],
  ['brighttalk', 'https://www.brighttalk.com/channel/18112/', null],
  // Brightcove: the player URL itself, rebuilt from its checked parts.
  [
    'brightcove',
    'https://players.brightcove.net/6057949416001/default_default/index.html?videoId=1234567890123',
    'https://players.brightcove.net/6057949416001/default_default/index.html?videoId=1234567890123',
  ],
  ['brightcove', 'https://players.brightcove.net/6057949416001/default_default/index.html', null],
  // Prezi.
  ['prezi', 'https://prezi.com/p/abcdefgh1234/acme-launch/', 'https://prezi.com/p/embed/abcdefgh1234/'],
  ['prezi', 'https://prezi.com/v/abcdefgh1234/', 'https://prezi.com/v/embed/abcdefgh1234/'],
  ['prezi', 'https://prezi.com/abcdefgh1234/acme-launch/', 'https://prezi.com/embed/abcdefgh1234/'],
  ['prezi', 'https://prezi.com/p/embed/abcdefgh1234/', 'https://prezi.com/p/embed/abcdefgh1234/'],
  ['prezi', 'https://prezi.com/', null],
  // Facebook videos go through the video plugin with the page URL encoded.
  [
    'facebook_video',
    'https://www.facebook.com/acmecorp/videos/123456789012345/',
    `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent('https://www.facebook.com/acmecorp/videos/123456789012345/')}&show_text=false`,
  ],
  [
    'facebook_video',
    'https://m.facebook.com/watch/?v=123456789012345',
    `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent('https://www.facebook.com/watch/?v=123456789012345')}&show_text=false`,
  ],
  [
    'facebook_video',
    'https://fb.watch/abcDEF123/',
    `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent('https://fb.watch/abcDEF123/')}&show_text=false`,
  ],
  ['facebook_video', 'https://www.facebook.com/acmecorp', null],
  // LinkedIn: the post's activity urn.
  [
    'linkedin_post',
    'https://www.linkedin.com/posts/acme-corp_launch-activity-7012345678901234567-AbCd',
    'https://www.linkedin.com/embed/feed/update/urn:li:activity:7012345678901234567',
  ],
  [
    'linkedin_post',
    'https://www.linkedin.com/feed/update/urn:li:share:7012345678901234567/',
    'https://www.linkedin.com/embed/feed/update/urn:li:share:7012345678901234567',
  ],
  [
    'linkedin_post',
    'https://www.linkedin.com/feed/update/urn%3Ali%3AugcPost%3A7012345678901234567',
    'https://www.linkedin.com/embed/feed/update/urn:li:ugcPost:7012345678901234567',
  ],
  ['linkedin_post', 'https://www.linkedin.com/company/acme', null],
];

describe('playerFrame', () => {
  it.each(cases.map(([provider, url, src]) => ({ provider, url, src })))(
    '$provider: $url → $src',
    ({ provider, url, src }) => {
      expect(playerFrame(provider, url)?.src ?? null).toBe(src);
    },
  );

  it('plays at once once pressed, with the providers’ no-tracking switches, and leaves the others alone', () => {
    const play = (provider: PlayerProvider, url: string) => playerFrame(provider, url, { play: true })?.src;
    expect(play('youtube', 'https://youtu.be/dQw4w9WgXcQ?t=90')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90&autoplay=1',
    );
    expect(play('vimeo', 'https://vimeo.com/123456789')).toBe(
      'https://player.vimeo.com/video/123456789?dnt=1&autoplay=1',
    );
    expect(play('wistia', 'https://acme.wistia.com/medias/abcde12345')).toBe(
      'https://fast.wistia.net/embed/iframe/abcde12345?autoPlay=true&doNotTrack=true',
    );
    expect(play('vidyard', 'https://share.vidyard.com/watch/AbCdEfGhIj12')).toBe(
      'https://play.vidyard.com/AbCdEfGhIj12?autoplay=1',
    );
    const facebook = 'https://www.facebook.com/acme/videos/123/';
    expect(play('facebook_video', facebook)).toBe(playerFrame('facebook_video', facebook)!.src);
  });

  it('knows the hosts of each provider, so a facade never fetches from them', () => {
    expect(isVendorUrl('youtube', 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg')).toBe(true);
    expect(isVendorUrl('youtube', 'https://lh3.googleusercontent.com/x.png')).toBe(true);
    expect(isVendorUrl('vimeo', 'https://i.vimeocdn.com/video/1.jpg')).toBe(true);
    expect(isVendorUrl('youtube', 'https://cdn.example.com/thumb.png')).toBe(false);
    expect(isVendorUrl('youtube', 'not a url')).toBe(false);
  });

  it('gives null for no URL or an unparsable one', () => {
    expect(playerFrame('youtube', null)).toBeNull();
    expect(playerFrame('youtube', '')).toBeNull();
    expect(playerFrame('vimeo', 'https://vimeo.com/\n123')).toBeNull();
  });

  it('sandboxes players that tolerate it, never with top navigation', () => {
    for (const [provider, url] of cases) {
      const frame = playerFrame(provider, url);
      if (frame?.sandbox) expect(frame.sandbox).not.toContain('allow-top-navigation');
    }
    expect(playerFrame('youtube', 'https://youtu.be/dQw4w9WgXcQ')!.sandbox).toContain('allow-scripts');
    expect(playerFrame('facebook_video', 'https://fb.watch/abc/')!.sandbox).toBeNull();
  });

  it('knows which presented types have a player', () => {
    expect(isPlayerProvider('youtube')).toBe(true);
    expect(isPlayerProvider('linkedin_post')).toBe(true);
    expect(isPlayerProvider('link')).toBe(false);
    expect(isPlayerProvider('snapshot')).toBe(false);
    expect(isPlayerProvider('pdf')).toBe(false);
  });
});
