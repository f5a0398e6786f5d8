"""Irrigation planning for garden zones."""


def zone_minutes(area_m2, flow_lpm, target_mm):
    """Minutes (to a tenth) to run a zone of area_m2 at flow_lpm litres/minute
    so that it gets target_mm of water (1 litre on 1 m² is 1 mm)."""
    if flow_lpm <= 0:
        raise ValueError("flow must be positive")
    litres = area_m2 * target_mm
    return round(litres / flow_lpm, 1)


def should_skip(forecast_mm, threshold_mm=5.0):
    """True when the rain forecast alone covers the watering (forecast >= threshold)."""
    return forecast_mm > threshold_mm


def weekly_plan(zones, forecast_mm):
    """Return {zone name: minutes}; every zone gets 0 when rain is enough."""
    if should_skip(forecast_mm):
        return {z["name"]: 0 for z in zones}
    return {z["name"]: zone_minutes(z["area"], z["flow"], z["target"]) for z in zones}
