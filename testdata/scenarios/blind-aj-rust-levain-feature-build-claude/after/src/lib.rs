//! Baker's percentages for sourdough formulas.

/// A dough formula, in grams.
#[derive(Debug, Clone, PartialEq)]
pub struct Formula {
    pub flour: f64,
    pub water: f64,
    pub starter: f64,
    pub salt: f64,
}

impl Formula {
    /// Hydration in percent, counting a 100% starter as half flour and
    /// half water.
    pub fn hydration(&self) -> f64 {
        let flour = self.flour + self.starter / 2.0;
        let water = self.water + self.starter / 2.0;
        water / flour * 100.0
    }

    /// Total dough weight in grams.
    pub fn total(&self) -> f64 {
        self.flour + self.water + self.starter + self.salt
    }
}

#[cfg(feature = "imperial")]
pub mod imperial {
    /// Grams in one avoirdupois ounce.
    pub const GRAMS_PER_OZ: f64 = 28.349523125;

    /// Grams to ounces.
    pub fn to_oz(grams: f64) -> f64 {
        grams / GRAMS_PER_OZ
    }

    /// The formula with every ingredient in ounces.
    pub fn in_ounces(f: &Formula) -> Formula {
        Formula {
            flour: to_oz(f.flour),
            water: to_oz(f.water),
            starter: to_oz(f.starter),
            salt: to_oz(f.salt),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn country_loaf() -> Formula {
        Formula {
            flour: 900.0,
            water: 650.0,
            starter: 200.0,
            salt: 20.0,
        }
    }

    #[test]
    fn hydration_counts_the_starter() {
        assert_eq!(country_loaf().hydration(), 75.0);
    }

    #[test]
    fn total_weight() {
        assert_eq!(country_loaf().total(), 1770.0);
    }

    #[cfg(feature = "imperial")]
    #[test]
    fn ounces_keep_hydration() {
        let oz = imperial::in_ounces(&country_loaf());
        assert!((oz.salt - 0.7055).abs() < 0.001);
        assert!((oz.hydration() - 75.0).abs() < 1e-9);
    }
}
