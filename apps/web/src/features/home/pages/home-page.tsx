import { useTitle } from '../../../lib/use-title';
import { BrandGrid } from '../components/brand-grid';

export function HomePage() {
  useTitle('Home');
  return (
    <>
      <section className="bg-gradient-to-br from-primary to-secondary px-4 py-16 text-center text-primary-content">
        <h1 className="text-4xl font-extrabold sm:text-5xl">Best Bikes</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg">
          Quality used motorbikes at fair prices, all over Bangladesh.
        </p>
      </section>
      <BrandGrid />
    </>
  );
}
