// Stand-ins for the few UnityEngine types the Unity package uses, with the signatures of Unity's scripting reference
// (2020.3): enough to type-check Readers/CSharp/Runtime with Mono, since Unity cannot be installed here. No behaviour.
using System;

namespace UnityEngine
{
    public class Object
    {
        public string name { get; set; }
    }

    public class Component : Object
    {
        public Transform transform => throw new NotImplementedException();
        public GameObject gameObject => throw new NotImplementedException();
        public T GetComponent<T>() => throw new NotImplementedException();
    }

    public sealed class GameObject : Object
    {
        public T AddComponent<T>() where T : Component => throw new NotImplementedException();
    }

    public class Transform : Component { }

    public sealed class RectTransform : Transform
    {
        public Rect rect => throw new NotImplementedException();
    }

    public class Behaviour : Component { }

    public class MonoBehaviour : Behaviour { }

    public class ScriptableObject : Object
    {
        public static T CreateInstance<T>() where T : ScriptableObject => throw new NotImplementedException();
    }

    public sealed class Camera : Behaviour { }

    public class Collider2D : Behaviour { }

    public sealed class PolygonCollider2D : Collider2D
    {
        public int pathCount { get; set; }
        public void SetPath(int index, Vector2[] points) => throw new NotImplementedException();
    }

    public struct Vector2
    {
        public float x, y;
        public Vector2(float x, float y) { this.x = x; this.y = y; }
    }

    public struct Rect
    {
        public float x, y, width, height;
        public Rect(float x, float y, float width, float height) { this.x = x; this.y = y; this.width = width; this.height = height; }
        public float xMin => x;
        public float yMax => y + height;
    }

    public sealed class RectTransformUtility
    {
        public static bool ScreenPointToLocalPointInRectangle(RectTransform rect, Vector2 screenPoint, Camera cam,
            out Vector2 localPoint) => throw new NotImplementedException();
    }

    public interface ICanvasRaycastFilter
    {
        bool IsRaycastLocationValid(Vector2 sp, Camera eventCamera);
    }

    public static class Debug
    {
        public static void LogWarning(object message, Object context) => throw new NotImplementedException();
    }

    [AttributeUsage(AttributeTargets.Class, AllowMultiple = true)]
    public sealed class RequireComponent : Attribute
    {
        public RequireComponent(Type requiredComponent) { }
    }

    public sealed class AddComponentMenu : Attribute
    {
        public AddComponentMenu(string menuName) { }
    }

    public sealed class SerializeField : Attribute { }

    public sealed class HideInInspector : Attribute { }

    public sealed class TooltipAttribute : Attribute
    {
        public TooltipAttribute(string tooltip) { }
    }

    public sealed class RangeAttribute : Attribute
    {
        public RangeAttribute(float min, float max) { }
    }
}

namespace UnityEngine.UI
{
    public class Image : MonoBehaviour
    {
        public bool preserveAspect { get; set; }
    }
}
