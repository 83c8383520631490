import { ART_STYLE_LABELS, ART_STYLES } from '@reelsmith/contract';
import { Captions, Clock, Download, Music, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { FAQ_GROUPS } from '../../features/marketing/faq-content';
import { FaqList } from '../../features/marketing/faq';
import { ExampleFrame } from '../../features/marketing/example-frame';
import { usePageTitle } from './page-title';

const STEPS = [
  {
    title: 'Pick a story',
    body: 'Choose a topic like myths, science or true adventures, or write your own prompt.',
  },
  {
    title: 'Make it yours',
    body: 'Pick a voice, one of 20 art styles, a length and a format. Edit the script AI writes for you.',
  },
  {
    title: 'Download and post',
    body: 'We render an MP4 with narration, illustrations, captions and music. No watermark.',
  },
];

export default function HomePage() {
  usePageTitle(null);
  return (
    <>
      <section className="container hero" aria-labelledby="hero-title">
        <div>
          <p className="eyebrow">Faceless videos, story first</p>
          <h1 id="hero-title">
            Story-driven short videos, <span className="gradient-text">made for you by AI.</span>
          </h1>
          <p className="lead">
            Turn a topic into a narrated, illustrated, captioned video in minutes. Ready for TikTok,
            Reels and Shorts.
          </p>
          <div className="hero-actions">
            <Link to="/create" className="btn btn-primary btn-lg">
              <Sparkles size={18} aria-hidden="true" /> Create your video
            </Link>
            <Link to="/pricing" className="btn btn-secondary btn-lg">
              See pricing
            </Link>
          </div>
          <ul className="hero-notes">
            <li>
              <Download size={16} aria-hidden="true" /> MP4 without watermark
            </li>
            <li>
              <ShieldCheck size={16} aria-hidden="true" /> You own your videos
            </li>
            <li>
              <Clock size={16} aria-hidden="true" /> A dollar or less per video
            </li>
          </ul>
        </div>
        <div className="frames" aria-label="Example frames">
          <ExampleFrame
            style="noir"
            format="vertical"
            image="hero"
            caption="The door was"
            highlight="already"
          />
          <ExampleFrame
            style="fairytale"
            format="vertical"
            caption="Once upon a"
            highlight="time"
          />
          <ExampleFrame
            style="80s-cartoon"
            format="square"
            caption="What if the"
            highlight="moon"
          />
          <ExampleFrame
            style="cinematic"
            format="horizontal"
            caption="Nobody expected"
            highlight="this"
          />
        </div>
      </section>

      <section className="section container" aria-labelledby="how-title">
        <div className="section-head">
          <p className="eyebrow">How It Works</p>
          <h2 id="how-title">How It Works</h2>
          <p className="muted">Three steps from idea to a video you can post.</p>
        </div>
        <ol className="steps">
          {STEPS.map((step, i) => (
            <li key={step.title} className="card">
              <span className="step-number" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{step.title}</h3>
              <p className="muted">{step.body}</p>
            </li>
          ))}
        </ol>
        <div className="center">
          <Link to="/create" className="btn btn-primary">
            Start creating
          </Link>
        </div>
      </section>

      <section className="section container" aria-labelledby="styles-title">
        <div className="section-head">
          <p className="eyebrow">20 art styles</p>
          <h2 id="styles-title">One story, twenty looks</h2>
          <p className="muted">
            From film noir to titan anime: every scene is illustrated in the style you pick, with
            captions and music that fit.
          </p>
        </div>
        <ul className="style-strip" style={{ listStyle: 'none', padding: 0 }}>
          {ART_STYLES.map((style) => (
            <li key={style}>
              <ExampleFrame style={style} format="square" label={ART_STYLE_LABELS[style]} />
            </li>
          ))}
        </ul>
        <ul className="hero-notes" style={{ justifyContent: 'center', marginTop: '1.5rem' }}>
          <li>
            <Captions size={16} aria-hidden="true" /> Word-by-word captions
          </li>
          <li>
            <Music size={16} aria-hidden="true" /> Background music with ducking
          </li>
        </ul>
      </section>

      <section className="section container" aria-labelledby="faq-title">
        <div className="section-head">
          <p className="eyebrow">FAQ</p>
          <h2 id="faq-title">Questions, answered</h2>
        </div>
        <div className="faq-groups">
          {FAQ_GROUPS.map((group) => (
            <div key={group.title} className="card faq-group">
              <h3>{group.title}</h3>
              <FaqList items={group.items} />
            </div>
          ))}
        </div>
      </section>

      <section className="section container">
        <div className="cta-band">
          <h2>Your next video is one story away</h2>
          <p className="muted">Sign in with Google and make your first video in minutes.</p>
          <Link to="/create" className="btn btn-primary btn-lg">
            Create your video
          </Link>
        </div>
      </section>
    </>
  );
}
