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

    /// The same formula scaled to a total dough weight in grams.
    pub fn scale(&self, total: f64) -> Formula {
        let k = total / self.total();
        return Formula {
            flour: self.flour * k,
            water: self.water * k,
            starter: self.starter * k,
            salt: self.salt * k,
        };
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

    #[test]
    fn scale_to_half() {
        let half = country_loaf().scale(885.0);
        assert_eq!(half.flour, 450.0);
        assert_eq!(half.total(), 885.0);
    }
}
