import { Card, H1, H2, H3 } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ResourceKey } from '../../../application/resources/resource-key';
import { dropPhotosWithoutUrl, dropVideosWithoutUrl } from '../../../domain/media/center-media-filter';
import { isImageAddress, thumbnailOf } from '../../../domain/media/image-address';
import { localText, rowId, rowText } from '../localized';
import { usePageMeta } from '../page-meta';
import { Remote } from '../remote';
import { useServices, useShell } from '../site-context';
import { RemoteView, SiteEmpty } from '../site-states';
import { SiteImage } from './site-image';

/**
 * A center's page: its name and address, its instructions, its videos (those without a video
 * address dropped) and its photos (those without an image address dropped).
 */
export const CenterPage = observer(function CenterPage() {
  const shell = useShell();
  const { t, language } = shell;
  const { id = '' } = useParams();
  const { resources } = useServices();
  const [reads] = useState(() => ({
    centers: new Remote(() => resources.load(ResourceKey.SiteCenters)),
    instructions: new Remote(() => resources.load(ResourceKey.MainCenterInstructions, { id })),
    videos: new Remote(() => resources.load(ResourceKey.CenterVideos)),
    photos: new Remote(() => resources.load(ResourceKey.GalleryPhotos, { id })),
  }));
  useEffect(() => {
    for (const read of Object.values(reads)) void read.load();
  }, [reads]);
  const center = reads.centers.value?.find((row) => rowId(row) === id);
  const name = center === undefined ? t('site.center.title') : localText(center, 'name', language);
  usePageMeta(
    name,
    center === undefined ? t('site.centers.description') : localText(center, 'address', language),
  );

  return (
    <RemoteView remote={reads.centers}>
      {() => {
        if (center === undefined) return <SiteEmpty message={t('site.center.notFound')} />;
        const phone = rowText(center, 'phoneNumber');
        const image = rowText(center, 'imageUrl');
        return (
          <article>
            <H1>{name}</H1>
            {image !== '' && (
              <SiteImage
                src={image}
                width={640}
                height={480}
                sizes="(min-width: 720px) 560px, 100vw"
                className="site-cover"
                eager
              />
            )}
            <p>{localText(center, 'address', language)}</p>
            {phone !== '' && (
              <p>
                {t('site.footer.phone')}:{' '}
                <a href={`tel:${phone}`} dir="ltr">
                  {phone}
                </a>
              </p>
            )}
            <H2>{t('site.center.instructions')}</H2>
            <RemoteView remote={reads.instructions}>
              {(rows) =>
                rows.length === 0 ? (
                  <SiteEmpty message={t('site.center.noInstructions')} />
                ) : (
                  <ul className="site-grid">
                    {rows.map((row) => (
                      <li key={rowId(row)}>
                        <Card>
                          <H3>{localText(row, 'title', language)}</H3>
                          {localText(row, 'body', language) !== '' && (
                            <p>{localText(row, 'body', language)}</p>
                          )}
                        </Card>
                      </li>
                    ))}
                  </ul>
                )
              }
            </RemoteView>
            <H2>{t('site.center.videos')}</H2>
            <RemoteView remote={reads.videos}>
              {(all) => {
                const videos = dropVideosWithoutUrl(all.filter((video) => video.centerId === id));
                return videos.length === 0 ? (
                  <SiteEmpty message={t('site.center.noVideos')} />
                ) : (
                  <ul className="site-grid">
                    {videos.map((video) => (
                      <li key={video.id}>
                        <Card>
                          <H3>{video.title[language] || video.title.en}</H3>
                          {/* The video plays from its thumbnail: the player shows it until played. */}
                          <video
                            className="site-video"
                            src={video.videoUrl ?? ''}
                            poster={
                              video.thumbnailUrl !== null && isImageAddress(video.thumbnailUrl)
                                ? thumbnailOf(video.thumbnailUrl)
                                : undefined
                            }
                            controls
                            preload="none"
                          />
                        </Card>
                      </li>
                    ))}
                  </ul>
                );
              }}
            </RemoteView>
            <H2>{t('site.center.photos')}</H2>
            <RemoteView remote={reads.photos}>
              {(all) => {
                const photos = dropPhotosWithoutUrl(all);
                return photos.length === 0 ? (
                  <SiteEmpty message={t('site.center.noPhotos')} />
                ) : (
                  <ul className="site-grid">
                    {photos.map((photo) => (
                      <li key={photo.id}>
                        <SiteImage
                          src={photo.imageUrl ?? ''}
                          width={640}
                          height={480}
                          sizes="(min-width: 1024px) 33vw, (min-width: 720px) 50vw, 100vw"
                          className="site-cover"
                        />
                      </li>
                    ))}
                  </ul>
                );
              }}
            </RemoteView>
          </article>
        );
      }}
    </RemoteView>
  );
});
